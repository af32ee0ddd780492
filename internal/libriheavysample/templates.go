package libriheavysample

import (
	"fmt"
	"strings"
)

// Templated sentences pad each chapter to a realistic length with the kinds
// of text ITN is about: years, dates, money, counts, times, ordinals, titles.
// Slots are filled from the seeded generator, so the sample is reproducible.

var templates = []string{
	"In {year} {title} {surname} bought a house in {place} for {money}.",
	"The letter was dated {month} {day}, {year}, and signed by {title} {surname}.",
	"{title} {surname} arrived at {time}, having walked {count} miles from {place}.",
	"It was the {ord} time that week that the post had come late.",
	"There were {count} people in the room, and not one of them spoke.",
	"The rent was {money} a quarter, which seemed to {surname} a fair price.",
	"On the {ord} of {month} the river froze at {place}, and stayed frozen until spring.",
	"{surname} had kept the same horse since {year}, and would hear of no other.",
	"The bill came to {money}, of which {money2} was for candles alone.",
	"We left {place} at {time} and reached the crossroads by dusk.",
	"\"I shall be back by the {ord},\" said {title} {surname}, \"if the roads allow.\"",
	"The church at {place} was rebuilt in {year} at a cost of {money}.",
	"Nobody in {place} could remember a summer so dry as that of {year}.",
	"{title} {surname} owned {count} acres, {count2} cows and a great many opinions.",
	"The school had {count} pupils, and the master was paid {money} a year.",
	"By {month} {day} the harvest was in, and the barns were full.",
	"She had read the book {count} times and still cried at the end of it.",
	"The clock in the square struck {hour}, and the shutters went up one by one.",
	"There is a stone at {place} which bears the date {year} and nothing else.",
	"It was a walk of {count} miles, and {surname} did it every Sunday of his life.",
	"Well, said {surname}, if it must be done, it must be done quickly.",
	"The price of bread rose from {cents} cents to {cents2} cents in a single winter.",
}

// plainTemplates carry no numbers: most book text has none, and a sample
// made only of numbers would misrepresent how often alignment disagrees.
var plainTemplates = []string{
	"The wind had gone round to the east, and the fishing boats stayed in {place}.",
	"{title} {surname} said very little at dinner, and less afterwards.",
	"Nobody knew where the old road had once led, but everybody had an opinion about it.",
	"She folded the letter twice, put it in her pocket, and went out into the garden.",
	"The lamps were lit early that evening, for the fog had come up from the river.",
	"It was the kind of house that seemed larger inside than out, and colder too.",
	"{surname} looked at the sky, shook his head, and went back for his coat.",
	"There was no answer from the other side of the door, though we knocked for some time.",
	"The market at {place} was busier than anyone could remember.",
	"He had a way of agreeing with everyone that left them all uneasy.",
	"We walked on in silence until the lights of the village came into view.",
	"\"You are late,\" said {title} {surname}, without looking up from his paper.",
	"The children were sent to bed, and the grown people talked until the fire was low.",
	"A great many things were said that night which were better left unsaid.",
	"The ferryman would take no money from a woman with a child, and never had.",
	"Rain fell all through the morning, and the road to {place} was deep in mud.",
	"Of all the people in the parish, only the miller's wife had seen the stranger's face.",
	"The horses were tired, the driver was cross, and the inn was still far off.",
	"I have often wondered since what became of the little brown dog.",
	"The bells of {place} rang for the wedding, though the bride was not yet there.",
}

var (
	titles   = []string{"Mr.", "Mrs.", "Dr.", "Capt.", "Mr.", "Mrs.", "Col.", "Rev."}
	surnames = []string{"Hale", "Ashby", "Brandon", "Rowe", "Webb", "Ashdown", "Tolliver", "Mercer",
		"Pryce", "Lindqvist", "Dupré", "Okafor", "Harrow", "Quayle", "Selden", "Marsh"}
	places = []string{"Castlemere", "Ashford", "Harrowgate", "Linton", "Berwick", "Carlisle",
		"Bristol", "Kingsbridge", "Saltash", "Market Weldon", "Fenby", "St. Ives"}
	monthNames = []string{"January", "February", "March", "April", "May", "June", "July",
		"August", "September", "October", "November", "December"}
	hours = []string{"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
)

func ordSuffix(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return "th"
	case n%10 == 1:
		return "st"
	case n%10 == 2:
		return "nd"
	case n%10 == 3:
		return "rd"
	}
	return "th"
}

func fillTemplate(t string, r *rng) string {
	moneyOf := func() string {
		switch r.intn(4) {
		case 0:
			return fmt.Sprintf("$%d", 2+r.intn(98))
		case 1:
			return fmt.Sprintf("$%d.%02d", 1+r.intn(40), 5*(1+r.intn(19)))
		case 2:
			return fmt.Sprintf("£%d", 1+r.intn(300))
		}
		n := 1000 + 50*r.intn(400)
		return fmt.Sprintf("$%d,%03d", n/1000, n%1000)
	}
	repl := map[string]func() string{
		"{year}":    func() string { return fmt.Sprint(1780 + r.intn(120)) },
		"{title}":   func() string { return titles[r.intn(len(titles))] },
		"{surname}": func() string { return surnames[r.intn(len(surnames))] },
		"{place}":   func() string { return places[r.intn(len(places))] },
		"{money}":   moneyOf,
		"{money2}":  moneyOf,
		"{month}":   func() string { return monthNames[r.intn(12)] },
		"{day}":     func() string { return fmt.Sprint(1 + r.intn(28)) },
		"{time}": func() string {
			return fmt.Sprintf("%d:%02d", 1+r.intn(12), 5*r.intn(12))
		},
		"{count}":  func() string { return fmt.Sprint(2 + r.intn(60)) },
		"{count2}": func() string { return fmt.Sprint(2 + r.intn(30)) },
		"{ord}": func() string {
			n := 1 + r.intn(30)
			return fmt.Sprintf("%d%s", n, ordSuffix(n))
		},
		"{hour}":   func() string { return hours[r.intn(12)] },
		"{cents}":  func() string { return fmt.Sprint(3 + r.intn(6)) },
		"{cents2}": func() string { return fmt.Sprint(9 + r.intn(9)) },
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(t, '{')
		if i < 0 {
			b.WriteString(t)
			return b.String()
		}
		j := strings.IndexByte(t[i:], '}')
		b.WriteString(t[:i])
		slot := t[i : i+j+1]
		f, ok := repl[slot]
		if !ok {
			panic("libriheavysample: unknown slot " + slot)
		}
		b.WriteString(f())
		t = t[i+j+1:]
	}
}
