#!/usr/bin/env python3
"""Generate varied written English sentences with numbers, dates, money,
measures, times, ordinals, percentages and years, mixed with plain
sentences, for scripts/bench-closed-loop.sh: the written side that
`itnprep prep text` verbalizes into training pairs. The text is our own
(templates and word lists below), never GTN's.

    /usr/bin/python3 scripts/gen_written.py N SEED > written.txt

Deterministic: the same N and SEED give the same lines.
"""
import random
import sys

FIRST = ["John", "Mary", "Anna", "David", "Maria", "James", "Linda", "Robert", "Elena", "Peter", "Sarah",
         "Thomas", "Laura", "Michael", "Sophie", "Daniel", "Emma", "George", "Helen", "Paul", "Kenji", "Amara",
         "Lucas", "Olga", "Ravi", "Chloe", "Ahmed", "Ingrid", "Carlos", "Yuki"]
LAST = ["Smith", "Johnson", "Brown", "Garcia", "Miller", "Davis", "Wilson", "Anderson", "Taylor", "Thomas",
        "Moore", "Martin", "Lee", "Walker", "Hall", "Young", "King", "Wright", "Lopez", "Hill", "Green",
        "Baker", "Nelson", "Carter", "Mitchell", "Perez", "Roberts", "Turner", "Phillips", "Campbell"]
PLACES = ["London", "Paris", "Berlin", "Chicago", "Toronto", "Sydney", "Madrid", "Boston", "Denver", "Oslo",
          "Vienna", "Dublin", "Seattle", "Lisbon", "Prague", "Austin", "Glasgow", "Melbourne", "Zurich",
          "Montreal", "Helsinki", "Atlanta", "Naples", "Kyoto", "Nairobi", "Lima", "Warsaw", "Leeds"]
ORGS = ["the council", "the company", "the museum", "the university", "the team", "the hospital",
        "the club", "the railway", "the library", "the orchestra", "the ministry", "the festival",
        "the newspaper", "the bank", "the school", "the airline", "the band", "the committee"]
THINGS = ["books", "tickets", "houses", "cars", "students", "members", "visitors", "trees", "songs",
          "games", "employees", "ships", "paintings", "votes", "copies", "stations", "bridges", "players",
          "rooms", "species", "letters", "films", "seats", "villages"]
ADJ = ["old", "new", "large", "small", "famous", "local", "early", "final", "public", "private",
       "national", "ancient", "modern", "popular", "quiet", "northern", "southern", "annual"]
NOUN = ["church", "station", "castle", "market", "river", "garden", "album", "novel", "building",
        "harbour", "tower", "festival", "season", "election", "bridge", "road", "village", "series"]
VERB_PAST = ["opened", "closed", "moved", "grew", "changed", "returned", "began", "ended", "won",
             "lost", "finished", "started", "expanded", "appeared", "played", "arrived", "left", "recorded"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
UNITS = ["km", "kg", "m", "cm", "mm", "miles", "feet", "pounds", "litres", "tons", "hectares", "acres",
         "metres", "kilometres", "inches", "grams", "mph", "km/h", "GB", "MB", "kW", "MW"]
CURRENCY = ["$", "£", "€"]
PLAIN = [
    "The {adj} {noun} was designed by {name}.",
    "{Name} was born in {place} and later moved to {place2}.",
    "It is one of the most {adj} buildings in {place}.",
    "The {noun} is located near the {adj} {noun2}.",
    "{Name} studied law before joining {org}.",
    "Critics praised the {adj} {noun} for its style.",
    "The species is found in {place} and nearby regions.",
    "He played for {place} and later coached the team.",
    "She wrote several {things} about the {adj} {noun}.",
    "The {noun} was rebuilt after the war.",
    "{Name} married {name2}, a teacher from {place}.",
    "The album was released by {org} in {place}.",
    "Many {things} were lost during the storm.",
    "The {noun} remains a {adj} landmark.",
    "Is the {noun} open to the public?",
    "{Name} said the plan would help {org}.",
]
NUMERIC = [
    "The {noun} {verb} in {year}.",
    "In {year}, {org} had {n} {things}.",
    "{Name} {verb} on {date}.",
    "The population was {big} at the {year} census.",
    "{org_cap} paid {money} for the {adj} {noun}.",
    "The {noun} is {meas} long.",
    "It weighs about {meas}.",
    "The meeting starts at {time}.",
    "The train leaves at {time} on {day}.",
    "{Name} finished {ord} in the {year} race.",
    "The {ord} edition took place in {place}.",
    "Prices rose by {pct} in {year}.",
    "About {pct} of the {things} were sold.",
    "The {noun} cost {money} to build.",
    "{Name} lived from {year} to {year2}.",
    "The club was founded on {date} in {place}.",
    "There were {n} {things} and {n2} {things2}.",
    "The road is {meas} from {place}.",
    "Chapter {small} begins on page {n}.",
    "The {cent} century {noun} was restored in {year}.",
    "On {date}, {name} won {money}.",
    "The {noun} holds {big} {things}.",
    "He scored {n} goals in {small} seasons.",
    "The {noun} opened at {time} on {date}.",
    "Tickets cost {money} each.",
    "The {adj} {noun} was {meas} high.",
    "In the {decade}, {org} employed {big} people.",
    "The flight took {small} hours and {n} minutes.",
    "She was the {ord} woman to lead {org}.",
    "The {noun} received {money} in {year}.",
    "Temperatures reached {small} degrees on {day}.",
    "The team won {small} of its {n} games.",
    "The {noun} covers {meas}.",
    "Revenue fell from {money} to {money2}.",
    "By {year}, the {noun} had {big} {things}.",
    "{Name} was appointed on {date}.",
    "The speed limit is {small}0 mph.",
    "Volume {small} was published in {year}.",
    "The {noun} is about {dec} km wide.",
    "Around {n} {things} attended on {day}, {date}.",
]


def cardinal(r):
    k = r.random()
    if k < 0.5:
        return str(r.randint(2, 99))
    if k < 0.85:
        return str(r.randint(100, 999))
    return f"{r.randint(1000, 9999):,}"


def big(r):
    k = r.random()
    if k < 0.6:
        return f"{r.randint(1000, 99999):,}"
    if k < 0.85:
        return f"{r.randint(100000, 9999999):,}"
    return f"{r.randint(2, 900)} million"


def year(r):
    return str(r.choice([r.randint(1800, 1999), r.randint(1900, 2025), r.randint(2000, 2025), r.randint(1500, 1899)]))


def date(r):
    m, d, y = r.choice(MONTHS), r.randint(1, 28), year(r)
    k = r.random()
    if k < 0.5:
        return f"{m} {d}, {y}"
    if k < 0.75:
        return f"{d} {m} {y}"
    if k < 0.9:
        return f"{m} {d}"
    return f"{m} {y}"


def money(r):
    c = r.choice(CURRENCY)
    k = r.random()
    if k < 0.4:
        return f"{c}{r.randint(1, 999)}"
    if k < 0.65:
        return f"{c}{r.randint(1, 99)}.{r.randint(0, 99):02d}"
    if k < 0.85:
        return f"{c}{r.randint(1000, 99999):,}"
    return f"{c}{r.randint(1, 900)} million"


def measure(r):
    u = r.choice(UNITS)
    if r.random() < 0.3:
        return f"{r.randint(1, 99)}.{r.randint(1, 9)} {u}"
    return f"{r.randint(1, 999)} {u}"


def time_of_day(r):
    h, m = r.randint(1, 12), r.choice([0, 5, 10, 15, 20, 30, 40, 45, 50, r.randint(0, 59)])
    k = r.random()
    if k < 0.5:
        return f"{h}:{m:02d} {r.choice(['a.m.', 'p.m.'])}"
    if k < 0.8:
        return f"{r.randint(0, 23)}:{m:02d}"
    return f"{h} {r.choice(['a.m.', 'p.m.'])}"


def ordinal(r, top=0):
    n = r.randint(1, top) if top else r.choice([r.randint(1, 31), r.randint(1, 21), r.randint(1, 120)])
    suf = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def sentence(r):
    name = f"{r.choice(FIRST)} {r.choice(LAST)}"
    org = r.choice(ORGS)
    fields = {
        "Name": name, "name": f"{r.choice(FIRST)} {r.choice(LAST)}", "name2": f"{r.choice(FIRST)} {r.choice(LAST)}",
        "place": r.choice(PLACES), "place2": r.choice(PLACES), "org": org, "org_cap": org[0].upper() + org[1:],
        "things": r.choice(THINGS), "things2": r.choice(THINGS), "adj": r.choice(ADJ), "noun": r.choice(NOUN),
        "noun2": r.choice(NOUN), "verb": r.choice(VERB_PAST), "year": year(r), "year2": year(r),
        "date": date(r), "n": cardinal(r), "n2": cardinal(r), "big": big(r), "money": money(r), "money2": money(r),
        "meas": measure(r), "time": time_of_day(r), "ord": ordinal(r), "pct": f"{r.randint(1, 99)}%",
        "small": str(r.randint(2, 9)), "day": r.choice(DAYS), "decade": f"{r.randint(180, 202)}0s",
        "dec": f"{r.randint(1, 99)}.{r.randint(1, 9)}", "cent": ordinal(r, 21),
    }
    t = r.choice(PLAIN) if r.random() < 0.3 else r.choice(NUMERIC)
    return t.format(**fields)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().split("\n\n")[1])
    n, seed = int(sys.argv[1]), int(sys.argv[2])
    r = random.Random(seed)
    out = sys.stdout
    for _ in range(n):
        out.write(sentence(r) + "\n")


if __name__ == "__main__":
    main()
