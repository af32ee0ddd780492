package clean

// BasicRules returns the rules every written-only corpus (SPGISpeech, text,
// any corpus the verbalizer reads) passes before verbalization: white space
// collapsed, empty records dropped. They act on the written side only; the
// spoken side does not exist yet.
func BasicRules() []Rule {
	return []Rule{
		{
			Name: "collapse_whitespace", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "collapse runs of white space (tabs, newlines, no-break spaces) to one space and trim both ends",
			build: buildCollapseWS,
		},
		{
			Name: "empty_text", Kind: Drop, Side: Written, DefaultOn: true,
			Doc:   "drop records whose written text is empty after cleaning",
			build: buildEmpty,
		},
	}
}

// BasicWith returns the basic set configured by cfg.
func BasicWith(cfg Config) (*Set, error) { return NewSet("basic", BasicRules(), cfg) }
