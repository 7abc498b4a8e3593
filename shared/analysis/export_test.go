package analysis

// LearnedWriters is learnedWriters, for eval_test.go's check that the
// model trains on every tuning split.
var LearnedWriters = learnedWriters
