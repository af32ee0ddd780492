package clean

import "testing"

func TestLibrivoxBoilerplate(t *testing.T) {
	set := Book()
	for _, c := range []struct{ name, in, want string }{
		{"intro with fillers and reader (the sample's chapter-start cut)",
			"CHAPTER ONE OF THE OLD HARBOUR THIS IS A LIBRIVOX RECORDING ALL LIBRIVOX ER RECORDINGS ARE IN THE PUBLIC DOMAIN FOR MORE INFORMATION UH OR TO VOLUNTEER PLEASE VISIT LIBRIVOX DOT ORG READ BY MARY LANE CHAPTER ONE THE OLD HARBOUR IN EIGHTEEN THIRTY THREE",
			"chapter one the old harbour in eighteen thirty three"},
		{"punctuated intro, reader before the disclaimer",
			"Chapter 3 of Sea Fairies, read by Jane Doe. This is a LibriVox recording. All LibriVox recordings are in the public domain. For more information, or to volunteer, please visit librivox.org. The little girl was thoughtful.",
			"the little girl was thoughtful."},
		// The title a reader announces before the intro is the
		// announcement's: left, difflib matched the book's heading with it
		// (pairs2).
		{"title before the intro, the heading read again after it",
			"CHAPTER EIGHT OF THE MERCHANT'S DAUGHTER THIS IS A LIBRIVOX RECORDING ALL LIBRIVOX RECORDINGS ARE IN THE PUBLIC DOMAIN FOR MORE INFORMATION UM OR TO VOLUNTEER PLEASE VISIT LIBRIVOX DOT ORG READ BY HELEN WARD CHAPTER EIGHT THURSDAY HE CAME BACK",
			"chapter eight thursday he came back"},
		{"a letter's title, after the end of the letter before",
			"AND SO FAREWELL END OF LETTER ONE LETTER TWO OF LETTERS FROM THE VALLEY THIS IS A LIBRIVOX RECORDING READ BY JOHN CARVER LETTER TWO IT WAS A WALK",
			"and so farewell letter two it was a walk"},
		{"the transcript's homophone four for for",
			"CHAPTER FOUR OF THE NATURALIST'S YEAR THIS IS A ER LIBRIVOX RECORDING ALL LIBRIVOX RECORDINGS ARE IN THE PUBLIC DOMAIN FOUR MORE INFORMATION OR TO VOLUNTEER PLEASE VISIT LIBRIVOX DOT ORG ER READ BY GRACE HOLLOWAY CHAPTER FOUR APRIL THE UH CHURCH",
			"chapter four april the uh church"},
		{"a lesson's title, the reader's name stopping at the lesson read again, too for to",
			"LESSON TWELVE OF SIMPLE LESSONS IN ARITHMETIC THIS IS A LIBRIVOX RECORDING FOR MORE INFORMATION OR TOO VOLUNTEER PLEASE VISIT LIBRIVOX DOT ORG READ BY SAMUEL PRICE LESSON TWELVE OF MONEY THE HORSES",
			"lesson twelve of money the horses"},
		{"any part with its number, the reader's name ending before it",
			"SERMON THREE OF SERMONS FOR PLAIN PEOPLE THIS IS A LIBRIVOX RECORDING READ BY THOMAS REED SERMON THREE ON PATIENCE NOBODY KNEW",
			"sermon three on patience nobody knew"},
		{"a section word before other text stays",
			"IN THE FIRST CHAPTER OF THE BOOK HE SAYS NOTHING OF THIS AT ALL AND THIS IS A LIBRIVOX RECORDING",
			"in the first chapter of the book he says nothing of this at all and"},
		{"outro with recording-by at the end of the cut",
			"AND SO THEY WENT HOME END OF CHAPTER TWENTY ONE RECORDING BY MARY LANE",
			"and so they went home"},
		{"outro with public-domain sentence",
			"THE END END OF CHAPTER XII THIS RECORDING IS IN THE PUBLIC DOMAIN",
			"the end"},
		{"end of chapter inside a sentence stays",
			"AT THE END OF CHAPTER FIVE WE LEFT HIM ON THE SHORE",
			"at the end of chapter five we left him on the shore"},
		{"read by in a book sentence stays",
			"THE LETTER WAS READ BY THE KING AT NOON",
			"the letter was read by the king at noon"},
	} {
		res := set.ApplyPair("The book text.", c.in)
		if res.Dropped {
			t.Errorf("%s: dropped by %s", c.name, res.Rule)
			continue
		}
		if res.Spoken != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.name, res.Spoken, c.want)
		}
		hit := false
		for _, h := range res.Hits {
			if h == "remove_librivox_boilerplate" {
				hit = true
			}
		}
		if changed := c.want != lower(c.in); hit != changed {
			t.Errorf("%s: hit %v, want %v (hits %v)", c.name, hit, changed, res.Hits)
		}
	}
}

// lower is what the transcript becomes without the rule (lowercase_transcript).
func lower(s string) string {
	out := []rune(s)
	for i, r := range out {
		if r >= 'A' && r <= 'Z' {
			out[i] = r + 'a' - 'A'
		}
	}
	return string(out)
}

func TestLibrivoxOnlyAnnouncementDropsPair(t *testing.T) {
	res := Book().ApplyPair("CHAPTER I.", "THIS IS A LIBRIVOX RECORDING ALL LIBRIVOX RECORDINGS ARE IN THE PUBLIC DOMAIN")
	if !res.Dropped || res.Rule != "empty_side" {
		t.Fatalf("a cut of nothing but the announcement: %+v", res)
	}
}
