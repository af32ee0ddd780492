package libriheavysample

// The sample's books. All text is written for this package (invented
// titles, authors and events in a nineteenth-century style); none of it is
// taken from Libriheavy, LibriVox or Project Gutenberg.

type book struct {
	title, slug, author string
	speaker             string // LibriVox reader id
	reader              string // name read out in the LibriVox preamble
	chapters            []chapter
}

type chapter struct {
	heading   string // written heading, e.g. "CHAPTER I. THE OLD HARBOUR"
	sentences []string
}

var books = []book{
	{
		title: "The Old Harbour", slug: "old_harbour", author: "whitcombe", speaker: "2417", reader: "Mary Lane",
		chapters: []chapter{
			{heading: "CHAPTER I. THE OLD HARBOUR", sentences: []string{
				"The harbour at Castlemere was built in 1786, when the town had fewer than 900 souls.",
				"Mr. Hale, who kept the chandler's shop on Water Street, remembered the great storm of 1824 very well.",
				"He would tell anyone who listened that the sea rose 14 feet in a single night.",
				"\"It took the pier, the boats, and my father's best coat,\" he said, laughing.",
				"On March 3, 1825, the townspeople met in the hall of St. Bride's to decide what should be done.",
				"They voted to raise $4,500 by subscription, and Dr. Ashby gave the first $200 himself.",
				"The new wall was finished on the 21st of September, two years later.",
				"Children ran along the top of it that evening, and nobody had the heart to stop them.",
			}},
			{heading: "CHAPTER II. THE CHANDLER'S SHOP", sentences: []string{
				"Mr. Hale's shop smelled of tar, rope and strong tea.",
				"He sold lamp oil at 8 cents a pint and rope at $1.25 a coil.",
				"Mrs. Hale kept the accounts in a green ledger, and she was never wrong by so much as a penny.",
				"Once, in 1831, a sailor tried to pay with a Spanish coin that was plainly lead.",
				"She weighed it on her little brass scale, looked at him over her spectacles, and said nothing at all.",
				"The sailor paid in good silver and went away much humbler than he came.",
				"By 1840 the shop had two counters, a clerk named Tobias, and a cat that answered to no one.",
			}},
		},
	},
	{
		title: "Letters from the Valley", slug: "letters_valley", author: "pemberton", speaker: "3390", reader: "John Carver",
		chapters: []chapter{
			{heading: "LETTER I.", sentences: []string{
				"My dear Sister, I write to you from the inn at Ashford, where we arrived at 6:30 this evening.",
				"The coach was late by 2 hours, owing to a broken wheel near the 12th milestone.",
				"The landlord charged us £3 for supper and beds, which Father thought a great deal too much.",
				"Tomorrow we go on to Harrowgate, which is 27 miles further, if the weather holds.",
				"I have bought you a ribbon, blue, as you asked, and I shall not tell you what it cost.",
				"Your loving brother, Edward.",
			}},
			{heading: "LETTER II.", sentences: []string{
				"My dear Sister, we have been at Harrowgate since Tuesday, the 4th of June.",
				"Father takes the waters every morning at 7:00 and says he feels twenty years younger.",
				"I do not think the waters taste of anything but old iron and bad eggs.",
				"We dined on Thursday with Col. Brandon and his wife, who have lately come back from India.",
				"The Colonel told us that in 1846 he rode 300 miles in nine days with a fever upon him.",
				"Mrs. Brandon said it was 250 miles and eleven days, and that she had nursed him the whole way.",
				"I believe Mrs. Brandon.",
			}},
		},
	},
	{
		title: "A History of the Northern Kings", slug: "northern_kings", author: "mcallister", speaker: "5142", reader: "Robert Finch",
		chapters: []chapter{
			{heading: "CHAPTER XIV. THE LATER KINGS", sentences: []string{
				"Henry VIII had no claim to the northern provinces, but he pressed one all the same.",
				"His envoys reached the court in the spring of 1532 with a letter of 40 pages.",
				"The old king, it is said, read the first page and the last, and gave the rest to his dogs.",
				"War did not follow at once, for neither side had money enough to pay an army.",
				"In 1536 a treaty was signed at Berwick, which gave the southern king three towns and a fishing right.",
				"George III, two centuries later, is said to have kept a copy of it in his study.",
				"Whether he ever read it, no historian has been able to say.",
			}},
			{heading: "CHAPTER XV. THE UNION", sentences: []string{
				"The union of the two crowns in 1603 changed less than men expected.",
				"The border towns kept their own laws, their own weights and their own quarrels.",
				"A merchant of Carlisle paid a toll of 3 shillings at one gate and 4 at the next.",
				"Complaints reached London by the hundred, and were answered, when at all, by the dozen.",
				"It was not until 1707 that the old tolls were abolished by Act of Parliament.",
				"Even then, the people of the border went on paying them for some years, out of habit.",
			}},
		},
	},
	{
		title: "The Voyage of the Margaret", slug: "voyage_margaret", author: "dunmore", speaker: "6012", reader: "Alice Moore",
		chapters: []chapter{
			{heading: "CHAPTER I. WE SAIL", sentences: []string{
				"The Margaret sailed from Bristol on the 2nd of April, 1851, bound for Valparaiso.",
				"She was a barque of 412 tons, with a crew of 19 and two passengers, of whom I was one.",
				"Capt. Rowe was a short man with a voice like a foghorn and a very kind heart.",
				"On the first night he asked me whether I was sick, and when I said no, he said I was a liar.",
				"I was, and I was sick for 5 days after.",
				"By the 20th we had passed Madeira, and the weather grew warm and fine.",
			}},
			{heading: "CHAPTER II. THE LINE", sentences: []string{
				"We crossed the line on May 9, at about 11:15 in the forenoon.",
				"The old hands dressed one of their number as Neptune, with a beard of oakum and a crown of tin.",
				"Every man who had not crossed before was shaved with a wooden razor and ducked in a tub.",
				"I paid the fine of $2 and was excused, which the crew thought very poor sport.",
				"That night the temperature stood at 84 degrees in the cabin, and nobody slept.",
				"The mate said that it would be worse off the Plate, and he was right.",
			}},
		},
	},
	{
		title: "Sermons for Plain People", slug: "sermons_plain", author: "ackroyd", speaker: "7788", reader: "Thomas Reed",
		chapters: []chapter{
			{heading: "SERMON III. ON PATIENCE", sentences: []string{
				"My friends, there is no virtue so often praised and so seldom practised as patience.",
				"We are told in the 37th Psalm to wait patiently, and yet we cannot wait for the kettle to boil.",
				"I knew a man who waited 30 years to be paid a debt of £12.",
				"When at last the money came, he gave half of it to the man who owed it, because that man was poor.",
				"That, my friends, is patience, and it is also charity.",
				"Let us not be hasty in judgment, nor slow in kindness.",
			}},
		},
	},
	{
		title: "The Naturalist's Year", slug: "naturalists_year", author: "fenwick", speaker: "8123", reader: "Grace Holloway",
		chapters: []chapter{
			{heading: "CHAPTER IV. APRIL", sentences: []string{
				"The first swallow came to the barn on April 11, four days later than last year.",
				"I counted 23 nests under the eaves by the end of the month.",
				"The brook was high, and the water measured 51 degrees at noon.",
				"Dr. Webb, who is a great authority upon beetles, walked over from Linton to see my collection.",
				"He pronounced one specimen very rare, and another, which I had prized, quite common.",
				"We had tea at 4:30, and he ate 6 scones, which I record for the sake of science.",
			}},
			{heading: "CHAPTER V. MAY", sentences: []string{
				"May came in cold and wet, as it often does in these hills.",
				"On the 3rd I found a thrush's nest with 5 eggs in the holly by the gate.",
				"By the 17th all were hatched, and the parents were busy from dawn to dark.",
				"I estimate that each young bird was fed some 200 times in a day.",
				"The cuckoo was heard on the 6th, and every day after, until I wished him elsewhere.",
			}},
		},
	},
	{
		title: "The Merchant's Daughter", slug: "merchants_daughter", author: "linwood", speaker: "9031", reader: "Helen Ward",
		chapters: []chapter{
			{heading: "CHAPTER VII. AN OFFER", sentences: []string{
				"\"You cannot mean it,\" said Clara, setting down her cup.",
				"\"I mean every word,\" said Mr. Ashdown. \"The house, the ships, and £20,000 a year.\"",
				"\"And you, I suppose, are to be thrown in for nothing?\"",
				"Mr. Ashdown had not expected this, and for a moment he could think of no reply.",
				"Clara rose, went to the window, and looked out upon the grey street for a long time.",
				"\"Come back on Thursday,\" she said at last, \"at 3:00, and not a minute before.\"",
			}},
			{heading: "CHAPTER VIII. THURSDAY", sentences: []string{
				"He came back on Thursday at 2:55, and walked up and down the street until the clock struck.",
				"Clara received him in the small parlour, with her aunt sewing in the corner.",
				"\"I have thought about your offer,\" she said, \"and I have three conditions.\"",
				"The first was that her aunt should live with them, which he granted at once.",
				"The second was that the ship Endeavour, worth some $15,000, should be made over to her own name.",
				"The third she would not tell him until the 1st of May, and he agreed even to that.",
			}},
		},
	},
	{
		title: "Simple Lessons in Arithmetic", slug: "lessons_arithmetic", author: "brayfield", speaker: "1266", reader: "Samuel Price",
		chapters: []chapter{
			{heading: "LESSON XII. OF MONEY", sentences: []string{
				"If a boy has $3.50 and spends $1.25 on a book, how much has he left?",
				"He has left $2.25, for 350 less 125 is 225.",
				"A farmer sells 48 bushels of wheat at 95 cents a bushel.",
				"What does he receive? He receives $45.60.",
				"A shopkeeper buys 12 dozen eggs at 18 cents a dozen and sells them at 2 cents each.",
				"His gain is 72 cents, which is 33 per cent of what he paid.",
				"Let the pupil work the next 10 examples without a slate, in his head.",
			}},
		},
	},
}

// Captions of illustrations printed in the books but not read aloud.
var captions = []string{
	"The harbour wall in 1826", "MR. HALE AT HIS COUNTER", "The coach at Ashford",
	"A map of the border towns", "The Margaret off Madeira", "Thrush's nest in the holly",
	"Clara at the window", "Fig. 3. A bushel measure",
}

// Footnotes printed in the books but not read aloud.
var footnotes = []string{
	"The subscription list is preserved in the town hall.",
	"This was the elder Dr. Ashby, not his son.",
	"See Appendix B.",
	"The treaty is printed in full in Vol. II.",
}

// Words an ASR system sometimes hears in place of the right ones.
var asrConfusions = map[string]string{
	"their": "there", "there": "their", "to": "too", "razor": "racer", "whether": "weather",
	"ate": "eight", "for": "four", "sea": "see", "knew": "new", "rode": "road", "one": "won",
	"paid": "played", "coat": "goat", "hall": "hole", "week": "weak",
}

var fillers = []string{"um", "uh", "er"}

// OCR mistakes of the printed book: the reader says the right word.
var ocrErrors = map[string]string{
	"their": "tnesr", "harbour": "harhour", "important": "impor- tant", "which": "wliich",
	"the": "tbe", "born": "b@rn", "money": "mon=ey", "coach": "coacb", "was": "w@s", "of": "o|",
	"and": "aud", "when": "wheu",
}
