package analysis

// SlowUnderRace is why the corpus-wide tests skip under -race: the
// detector multiplies their minutes and finds nothing that the package's
// smaller tests of concurrent analysis would not; scripts/test.sh runs
// them without it.
const SlowUnderRace = "slow under -race; scripts/test.sh runs it without"
