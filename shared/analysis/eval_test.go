package analysis_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// gates are the bounds of the poisoning evaluation: recall on each split,
// and the share of hard negatives and of real tools flagged.
type gates struct {
	recall        map[string]float64
	hardNegatives map[string]float64
	real          float64
	realHeldOut   float64 // testdata/real/heldout: servers never tuned or trained on
}

// issueGates are the goals (make eval, EVAL_GATES=goal): recall 0.95 on
// the held-out split, at most 2% of hard negatives and 0.3% of real tools
// flagged.
var issueGates = gates{
	recall:        each(heldOut, 0.95),
	hardNegatives: each(append(slices.Clone(tuningSplits), heldOut...), 0.02),
	real:          0.003,
	realHeldOut:   0.003,
}

// each maps every split named to v.
func each(splits []string, v float64) map[string]float64 {
	m := map[string]float64{}
	for _, s := range splits {
		m[s] = v
	}
	return m
}

// heldOut are the splits nobody tuning the rules has read: only their totals
// per family are printed, never their cases. They are written each round by
// helpers who never read the rules, before that round's tuning can reach
// main. Every other split is tuned on: dev,
// heldout (v1), dev2, heldout2, heldout3b, heldout4a-b and heldout5a-c to
// heldout43c (each held out until the rules it measured were replaced),
// heldout3a (tuned on from the day it was written), train5a-c to train48d
// (fresh writers, measured at first contact and then tuned on), and dev3
// onwards, variants the tuners wrote to check that a new signal carries
// over to other words, languages and places, with hard negatives it must
// leave alone. The learned model (learned.go) is trained on the tuning
// splits, so its share of their recall is in-sample; its
// leave-one-writer-out figures are TestLearnedCrossValidation's.
var heldOut = []string{"heldout44a", "heldout44a-items", "heldout44b", "heldout44c", "heldout45a", "heldout45a-items", "heldout45b", "heldout45c", "heldout46a", "heldout46a-items", "heldout46b", "heldout46c", "heldout47a", "heldout47a-items", "heldout47b", "heldout47c", "heldout48a", "heldout48a-items", "heldout48b", "heldout48c", "heldout49a", "heldout49a-items", "heldout49b", "heldout49c"}

// tuningSplits are the labelled files the rules and the model were tuned on.
var tuningSplits = []string{"dev", "heldout", "dev2", "dev3", "dev4", "dev5", "dev6", "dev7", "dev8", "dev9", "heldout2", "heldout2-items", "heldout3a", "heldout3b", "heldout3b-items", "train5a", "train5a-items", "train5b", "train5c", "dev10", "dev11", "train6a", "train6b", "train6c", "train6c-items", "train6d", "heldout4a", "heldout4a-items", "heldout4b", "train7a", "train7b", "train7c-items", "dev16", "dev14", "dev12", "dev15", "dev13", "dev17-items", "train8b", "train8c", "dev18", "dev19", "heldout5a", "heldout5b", "heldout5b-items", "heldout5c", "train9d-items", "train9b", "train9c", "train9a", "dev21-items", "train10a", "dev20", "dev24", "train10b", "dev22", "train10c", "dev23", "dev25", "dev26", "dev28", "dev27", "heldout6a", "heldout6b", "heldout6b-items", "heldout6c", "train11b", "train11a", "dev31", "dev31b", "dev29", "dev30", "dev30b", "dev32", "dev34", "dev33", "dev35", "dev36", "dev37", "dev38", "heldout7a", "heldout7b", "heldout7b-items", "heldout7c", "train12a", "train12b", "train12c", "train12d", "dev40", "dev39", "dev41", "dev42", "dev43", "heldout8a", "heldout8b", "heldout8c", "heldout8c-items", "train13a", "train13b", "train13c", "train13d", "train13e", "train13e-items", "train13f", "train13g", "dev46", "dev48", "dev50", "dev51-items", "dev54", "dev55", "dev52", "heldout9a", "heldout9b", "heldout9c", "heldout9c-items", "train14b", "train14a", "train14c", "train14c-items", "train14d", "dev58", "dev56", "dev57", "dev62", "dev63-items", "dev64", "dev65", "dev66", "dev67", "dev60", "heldout10a", "heldout10b", "heldout10c", "heldout10c-items", "train15c", "train15a", "train15b", "train15d", "train15d-items", "dev76", "dev68", "dev69", "dev74", "dev72", "dev70", "dev78", "heldout11a", "heldout11b", "heldout11c", "heldout11c-items", "train16a-items", "train16b", "train16c", "train16d", "train16e", "dev82", "dev88", "dev85", "dev91", "dev79", "dev80-items", "dev95", "dev96", "dev97", "heldout12a", "heldout12b", "heldout12b-items", "heldout12c", "train17a", "train17b", "train17c", "train17d", "train17e", "dev109", "dev100", "dev112", "dev103", "dev106", "heldout13a", "heldout13b", "heldout13b-items", "heldout13c", "train18a", "train18b", "train18d", "train18e", "train18c", "dev119", "dev113", "dev122", "dev123", "dev124", "dev125", "dev116", "heldout14a", "heldout14b", "heldout14b-items", "heldout14c", "train19b", "train19c", "train19a", "dev132", "dev126", "dev138", "dev139", "dev129", "dev135", "dev136", "dev137", "dev141", "dev145", "dev133", "dev143", "dev144-items", "dev146", "train20a", "train20b", "train20c", "dev150", "dev151", "dev152", "dev153", "dev154", "dev155", "dev156", "dev157", "dev158", "dev159", "dev160", "dev161", "dev162", "dev163", "dev164", "dev165", "dev166", "dev167", "dev168", "dev169", "dev175", "dev176", "dev177", "dev178", "dev170", "dev171", "dev180", "dev181", "dev182", "dev183", "heldout15a", "heldout15b", "heldout15b-items", "heldout15c", "heldout16a", "heldout16b", "heldout16b-items", "heldout16c", "dev184", "dev190", "dev191", "dev192", "dev193-items", "dev194", "dev205", "dev206", "dev207", "dev185", "dev196", "dev197", "heldout17a", "heldout17b", "heldout17b-items", "heldout17c", "dev210", "dev211", "dev230", "dev231", "heldout18a", "heldout18b", "heldout18b-items", "heldout18c", "train23a", "train23b", "train23c", "train23c-items", "dev250", "dev251", "dev240", "dev241", "heldout19a", "heldout19b", "heldout19b-items", "heldout19c", "train24a", "dev260", "dev261", "dev270", "dev271", "dev272", "dev273", "heldout20a", "heldout20b", "heldout20b-items", "heldout20c", "train25a", "train25b-items", "train25c", "dev300", "dev301", "dev290", "dev291", "dev292", "dev280", "dev281", "heldout21a", "heldout21b", "heldout21b-items", "heldout21c", "train26a", "train26b", "train26c-items", "dev310", "dev311", "dev312", "dev313", "dev314", "dev315", "dev320", "dev321", "dev322", "dev330", "dev331", "dev340", "dev345", "heldout22a", "heldout22b", "heldout22b-items", "heldout22c", "train27a", "train27b", "dev360", "dev361", "dev350", "dev370", "heldout23a", "heldout23b", "heldout23b-items", "heldout23c", "train28a", "train28b", "train28c", "train28g", "train28f", "train28d", "train28e", "train28h", "dev390", "dev380", "train28j", "train28k", "train28l", "train28m", "train28i", "dev391", "dev393", "dev395", "dev394", "dev392", "heldout24a", "heldout24b", "heldout24b-items", "heldout24c", "train29a", "train29b", "train29c", "dev400", "dev401", "dev402", "dev420", "dev410", "dev430", "heldout25a", "heldout25b", "heldout25b-items", "heldout25c", "train30a", "train30c", "train30b", "dev460", "dev440", "dev450", "dev451", "dev452", "dev470", "heldout26a", "heldout26b", "heldout26b-items", "heldout26c", "train31a", "train31b", "train31c", "dev490", "dev480", "dev481", "dev482", "heldout27a", "heldout27b", "heldout27b-items", "heldout27c", "train32a", "train32b", "dev500", "dev501", "dev502", "dev503", "dev510", "dev511", "dev512", "dev513", "heldout28a", "heldout28b", "heldout28b-items", "heldout28c", "train33a", "train33b", "dev520", "dev521", "dev522", "dev530", "dev531", "dev532", "dev533", "dev550", "dev551", "dev552", "dev553", "dev560", "dev561", "dev562", "dev563", "dev540", "dev541", "dev542", "dev543", "heldout29a", "heldout29b", "heldout29b-items", "heldout29c", "dev580", "dev570", "dev571", "dev572", "dev590", "dev591", "dev592", "heldout30a", "heldout30b", "heldout30b-items", "heldout30c", "dev600", "dev601", "dev602", "dev603", "dev604", "dev605", "dev620", "dev621", "dev622", "dev610", "dev611", "dev612-items", "dev630", "dev631", "dev632", "dev633", "dev634", "dev635", "heldout31a", "heldout31b", "heldout31b-items", "heldout31c", "train36a", "train36b", "train36b-items", "dev640", "dev641", "dev642", "dev643", "dev644", "dev650", "dev651-items", "dev660", "dev670", "dev671", "dev672", "dev673", "dev674", "dev675", "heldout32a", "heldout32b", "heldout32b-items", "heldout32c", "dev700", "dev710", "dev711", "dev712", "dev690", "dev691-items", "dev680", "dev730", "heldout33a", "heldout33b", "heldout33b-items", "heldout33c", "train38a", "train38b", "train38b-items", "train38c", "train38d", "train38d-items", "train38e", "train38f", "train38f-items", "train38g", "dev750", "dev770", "dev771", "dev740", "dev780", "heldout34a", "heldout34b", "heldout34b-items", "heldout34c", "train39a", "train39a-items", "train39b", "train39c", "train39d", "train39e", "train39e-items", "train39f", "train39g", "dev810", "dev830", "dev800", "dev820", "dev821-items", "dev822", "heldout35a", "heldout35b", "heldout35b-items", "heldout35c", "train40a", "train40a-items", "train40b", "train40c", "train40d", "train40e", "dev840", "dev850", "dev860", "dev861", "train41a", "train41a-items", "train41b", "train41c", "train41d", "train41e", "heldout36a", "heldout36b", "heldout36b-items", "heldout36c", "dev890", "dev880", "dev900", "dev910", "heldout37a", "heldout37b", "heldout37b-items", "heldout37c", "train42a", "train42a-items", "train42b", "train42c", "train42d", "train42e", "train42f", "dev950", "dev940", "dev941", "dev942", "dev943", "dev980", "dev990", "heldout38a", "heldout38a-items", "train43a", "train43a-items", "train43b", "train43c", "train43d", "train43f", "train43e", "dev1020", "dev1030", "dev1000", "dev1010", "dev1011", "dev1050", "dev1040", "dev1060-items", "dev1070", "dev1110", "dev1200", "dev1150", "dev1140", "dev1160", "dev1120-items", "heldout39a", "heldout39a-items", "heldout39b", "heldout39c", "train44a", "train44a-items", "train44b", "train44c", "train44d", "train44e", "train44e-items", "dev1100", "dev1130", "dev1220", "heldout40a", "heldout40a-items", "heldout40b", "heldout40c", "dev1210", "dev1211-items", "train45a", "train45a-items", "train45b", "train45c", "train45d", "dev1230", "dev1240", "dev1250", "dev1310", "dev1320", "heldout41a", "heldout41a-items", "heldout41b", "heldout41c", "train46a", "train46a-items", "train46b", "train46c", "train46d", "dev1300", "dev1330", "dev1420", "dev1400", "heldout42a", "heldout42a-items", "heldout42b", "heldout42c", "train47a", "train47a-items", "train47b", "train47c", "train47d", "dev1410", "dev1430", "dev1440", "heldout43a", "heldout43a-items", "heldout43b", "heldout43c", "train48a", "train48a-items", "train48b", "train48c", "train48d", "train48d-items", "dev1460"}

// TestLearnedWritersHoldTuningSplits wants every tuning split in the
// learned model's training (learnedWriters) exactly once, and nothing
// else there: a split added to tuningSplits alone would be measured but
// never learned from.
func TestLearnedWritersHoldTuningSplits(t *testing.T) {
	count := map[string]int{}
	for _, files := range analysis.LearnedWriters {
		for _, f := range files {
			count[f]++
		}
	}
	for _, s := range tuningSplits {
		if count[s] != 1 {
			t.Errorf("tuning split %s is in learnedWriters %d times, want once", s, count[s])
		}
		delete(count, s)
	}
	for _, s := range slices.Sorted(maps.Keys(count)) {
		t.Errorf("%s is in learnedWriters but not in tuningSplits", s)
	}
}

// floorGates are what go test holds every change to: the measured level,
// so that no change makes detection worse unnoticed. Each round sets them
// at what it measures once its rules are merged and the model retrained
// (a retrain moves cases near the threshold either way).
var floorGates = gates{
	recall:        map[string]float64{"dev1460": 1.0, "dev": 1.0, "heldout": 1.0, "dev2": 1.0, "dev3": 1.0, "dev4": 1.0, "dev5": 1.0, "dev6": 1.0, "dev7": 1.0, "dev8": 0.974, "dev9": 1.0, "heldout2": 0.992, "heldout2-items": 0.987, "heldout3a": 0.983, "heldout3b": 0.991, "heldout3b-items": 0.914, "train5a": 0.954, "train5a-items": 0.93, "train5b": 0.924, "train5c": 0.978, "dev10": 1.0, "dev11": 1.0, "train6a": 0.985, "train6b": 0.799, "train6c": 0.976, "train6c-items": 0.952, "train6d": 0.973, "heldout4a": 1.0, "heldout4a-items": 1.0, "heldout4b": 0.934, "train7a": 0.953, "train7b": 1.0, "train7c-items": 0.931, "dev16": 1.0, "dev14": 1.0, "dev12": 0.99, "dev15": 0.962, "dev13": 1.0, "dev17-items": 1.0, "train8b": 0.968, "train8c": 0.807, "dev18": 1.0, "dev19": 0.857, "heldout5a": 0.987, "heldout5b": 0.98, "heldout5b-items": 1.0, "heldout5c": 0.968, "train9d-items": 0.941, "train9b": 0.991, "train9c": 0.975, "train9a": 0.993, "dev21-items": 1.0, "train10a": 0.887, "dev20": 0.972, "dev24": 0.98, "train10b": 0.99, "dev22": 1.0, "train10c": 0.983, "dev23": 1.0, "dev25": 1.0, "dev26": 1.0, "dev28": 1.0, "dev27": 0.952, "heldout6a": 0.993, "heldout6b": 0.987, "heldout6b-items": 1.0, "heldout6c": 0.987, "train11b": 0.981, "train11a": 0.985, "dev31": 0.944, "dev31b": 1.0, "dev29": 0.97, "dev30": 0.952, "dev30b": 1.0, "dev32": 1.0, "dev34": 0.941, "dev33": 0.953, "dev35": 0.857, "dev36": 1.0, "dev37": 1.0, "dev38": 0.947, "heldout7a": 1.0, "heldout7b": 0.966, "heldout7b-items": 1.0, "heldout7c": 0.991, "train12a": 0.99, "train12b": 0.96, "train12c": 0.99, "train12d": 0.935, "dev40": 0.96, "dev39": 0.877, "dev41": 1.0, "dev42": 1.0, "dev43": 0.947, "heldout8a": 0.982, "heldout8b": 0.93, "heldout8c": 0.928, "heldout8c-items": 0.921, "train13a": 0.91, "train13b": 1.0, "train13c": 0.995, "train13d": 0.925, "train13e": 0.973, "train13e-items": 1.0, "train13f": 0.84, "train13g": 0.84, "dev46": 0.894, "dev48": 0.971, "dev50": 0.958, "dev51-items": 1.0, "dev54": 0.8, "dev55": 1.0, "dev52": 1.0, "heldout9a": 0.99, "heldout9b": 0.95, "heldout9c": 0.972, "heldout9c-items": 0.983, "train14b": 0.96, "train14a": 0.99, "train14c": 0.994, "train14c-items": 1.0, "train14d": 0.92, "dev58": 0.857, "dev56": 1.0, "dev57": 1.0, "dev62": 0.968, "dev63-items": 1.0, "dev64": 0.909, "dev65": 0.636, "dev66": 0.861, "dev67": 1.0, "dev60": 1.0, "heldout10a": 0.981, "heldout10b": 0.952, "heldout10c": 0.966, "heldout10c-items": 0.866, "train15c": 0.965, "train15a": 0.985, "train15b": 0.906, "train15d": 0.835, "train15d-items": 0.866, "dev76": 0.666, "dev68": 0.978, "dev69": 0.9, "dev74": 0.925, "dev72": 1.0, "dev70": 0.947, "dev78": 0.666, "heldout11a": 0.959, "heldout11b": 0.965, "heldout11c": 0.85, "heldout11c-items": 0.883, "train16a-items": 0.939, "train16b": 0.919, "train16c": 0.882, "train16d": 0.965, "train16e": 0.936, "dev82": 1.0, "dev88": 0.913, "dev85": 1.0, "dev91": 1.0, "dev79": 0.843, "dev80-items": 0.9, "dev95": 0.833, "dev96": 1.0, "dev97": 1.0, "heldout12a": 0.936, "heldout12b": 0.955, "heldout12b-items": 0.966, "heldout12c": 0.945, "train17a": 0.935, "train17b": 0.955, "train17c": 0.945, "train17d": 0.96, "train17e": 0.9, "dev109": 1.0, "dev100": 0.888, "dev112": 1.0, "dev103": 0.842, "dev106": 1.0, "heldout13a": 0.936, "heldout13b": 0.89, "heldout13b-items": 0.866, "heldout13c": 0.94, "train18a": 0.885, "train18b": 0.882, "train18d": 0.888, "train18e": 0.955, "train18c": 0.99, "dev119": 1.0, "dev113": 1.0, "dev122": 1.0, "dev123": 1.0, "dev124": 1.0, "dev125": 1.0, "dev116": 0.937, "heldout14a": 0.959, "heldout14b": 0.975, "heldout14b-items": 0.983, "heldout14c": 0.97, "train19b": 0.922, "train19c": 0.965, "train19a": 0.975, "dev132": 1.0, "dev126": 0.888, "dev138": 1.0, "dev139": 0.769, "dev129": 0.923, "dev135": 0.933, "dev136": 1.0, "dev137": 0.7, "dev141": 0.928, "dev145": 0.8, "dev133": 1.0, "dev143": 1.0, "dev144-items": 1.0, "dev146": 1.0, "train20a": 0.76, "train20b": 0.87, "train20c": 0.944, "dev150": 0.769, "dev151": 1.0, "dev152": 0.916, "dev153": 0.769, "dev154": 1.0, "dev155": 1.0, "dev156": 0.916, "dev157": 1.0, "dev158": 1.0, "dev159": 0.875, "dev160": 1.0, "dev161": 1.0, "dev162": 1.0, "dev163": 1.0, "dev164": 1.0, "dev165": 1.0, "dev166": 1.0, "dev167": 1.0, "dev168": 1.0, "dev169": 1.0, "dev175": 0.846, "dev176": 1.0, "dev177": 0.769, "dev178": 1.0, "dev170": 0.827, "dev171": 1.0, "dev180": 0.666, "dev181": 1.0, "dev182": 0.75, "dev183": 1.0, "heldout15a": 0.872, "heldout15b": 0.895, "heldout15b-items": 0.766, "heldout15c": 0.88, "heldout16a": 0.98, "heldout16b": 0.905, "heldout16b-items": 0.766, "heldout16c": 0.965, "dev184": 0.944, "dev190": 0.875, "dev191": 0.933, "dev192": 1.0, "dev193-items": 0.916, "dev194": 1.0, "dev205": 1.0, "dev206": 1.0, "dev207": 1.0, "dev185": 0.933, "dev196": 1.0, "dev197": 0.714, "heldout17a": 0.94, "heldout17b": 0.97, "heldout17b-items": 0.916, "heldout17c": 0.92, "dev210": 1.0, "dev211": 1.0, "dev230": 1.0, "dev231": 0.833, "heldout18a": 0.905, "heldout18b": 0.95, "heldout18b-items": 0.866, "heldout18c": 0.855, "train23a": 0.888, "train23b": 0.955, "train23c": 0.98, "train23c-items": 0.94, "dev250": 0.769, "dev251": 1.0, "dev240": 1.0, "dev241": 1.0, "heldout19a": 0.89, "heldout19b": 0.975, "heldout19b-items": 0.883, "heldout19c": 0.955, "train24a": 0.85, "dev260": 1.0, "dev261": 1.0, "dev270": 0.928, "dev271": 0.769, "dev272": 1.0, "dev273": 1.0, "heldout20a": 0.895, "heldout20b": 0.935, "heldout20b-items": 0.9, "heldout20c": 0.96, "train25a": 0.865, "train25b-items": 0.946, "train25c": 0.915, "dev300": 1.0, "dev301": 1.0, "dev290": 0.916, "dev291": 0.75, "dev292": 0.923, "dev280": 1.0, "dev281": 0.846, "heldout21a": 0.94, "heldout21b": 0.885, "heldout21b-items": 0.75, "heldout21c": 0.91, "train26a": 0.985, "train26b": 0.94, "train26c-items": 0.913, "dev310": 0.75, "dev311": 0.875, "dev312": 1.0, "dev313": 0.6, "dev314": 1.0, "dev315": 0.8, "dev320": 1.0, "dev321": 1.0, "dev322": 1.0, "dev330": 1.0, "dev331": 1.0, "dev340": 1.0, "dev345": 1.0, "heldout22a": 0.96, "heldout22b": 0.955, "heldout22b-items": 0.95, "heldout22c": 0.935, "train27a": 0.98, "train27b": 0.98, "dev360": 0.875, "dev361": 1.0, "dev350": 1.0, "dev370": 0.75, "heldout23a": 0.93, "heldout23b": 0.865, "heldout23b-items": 0.866, "heldout23c": 0.895, "train28a": 0.88, "train28b": 0.88, "train28c": 0.98, "train28g": 0.866, "train28f": 0.866, "train28d": 0.866, "train28e": 0.84, "train28h": 0.666, "dev390": 0.916, "dev380": 1.0, "train28j": 0.92, "train28k": 0.926, "train28l": 0.946, "train28m": 0.933, "train28i": 0.78, "dev391": 0.962, "dev393": 1.0, "dev395": 1.0, "dev394": 1.0, "dev392": 0.888, "heldout24a": 0.89, "heldout24b": 0.925, "heldout24b-items": 0.8, "heldout24c": 0.875, "train29a": 0.9, "train29b": 0.953, "train29c": 0.953, "dev400": 1.0, "dev401": 1.0, "dev402": 1.0, "dev420": 0.857, "dev410": 0.888, "dev430": 1.0, "heldout25a": 0.97, "heldout25b": 0.97, "heldout25b-items": 0.9, "heldout25c": 0.96, "train30a": 0.88, "train30c": 0.95, "train30b": 0.96, "dev460": 0.777, "dev440": 1.0, "dev450": 1.0, "dev451": 1.0, "dev452": 1.0, "dev470": 1.0, "heldout26a": 0.96, "heldout26b": 0.97, "heldout26b-items": 1.0, "heldout26c": 0.92, "train31a": 0.94, "train31b": 0.94, "train31c": 0.78, "dev490": 1.0, "dev480": 1.0, "dev481": 1.0, "dev482": 1.0, "heldout27a": 0.93, "heldout27b": 0.89, "heldout27b-items": 0.833, "heldout27c": 0.97, "train32a": 0.99, "train32b": 0.95, "dev500": 0.625, "dev501": 0.909, "dev502": 1.0, "dev503": 1.0, "dev510": 1.0, "dev511": 1.0, "dev512": 1.0, "dev513": 1.0, "heldout28a": 0.99, "heldout28b": 0.89, "heldout28b-items": 0.9, "heldout28c": 0.96, "train33a": 0.92, "train33b": 0.92, "dev520": 0.916, "dev521": 1.0, "dev522": 1.0, "dev530": 1.0, "dev531": 1.0, "dev532": 1.0, "dev533": 1.0, "dev550": 0.955, "dev551": 1.0, "dev552": 0.984, "dev553": 0.0, "dev560": 1.0, "dev561": 1.0, "dev562": 0.666, "dev563": 1.0, "dev540": 1.0, "dev541": 1.0, "dev542": 1.0, "dev543": 1.0, "heldout29a": 0.84, "heldout29b": 0.9, "heldout29b-items": 0.833, "heldout29c": 0.96, "dev580": 1.0, "dev570": 0.933, "dev571": 1.0, "dev572": 0.166, "dev590": 1.0, "dev591": 1.0, "dev592": 1.0, "heldout30a": 0.85, "heldout30b": 0.87, "heldout30b-items": 0.833, "heldout30c": 0.91, "dev600": 1.0, "dev601": 0.714, "dev602": 1.0, "dev603": 1.0, "dev604": 0.888, "dev605": 1.0, "dev620": 1.0, "dev621": 1.0, "dev622": 1.0, "dev610": 1.0, "dev611": 1.0, "dev612-items": 1.0, "dev630": 1.0, "dev631": 1.0, "dev632": 1.0, "dev633": 1.0, "dev634": 1.0, "dev635": 1.0, "heldout31a": 0.92, "heldout31b": 0.99, "heldout31b-items": 0.966, "heldout31c": 0.9, "train36a": 0.89, "train36b": 0.91, "train36b-items": 0.833, "dev640": 1.0, "dev641": 1.0, "dev642": 1.0, "dev643": 1.0, "dev644": 1.0, "dev650": 1.0, "dev651-items": 1.0, "dev660": 1.0, "dev670": 1.0, "dev671": 1.0, "dev672": 1.0, "dev673": 1.0, "dev674": 1.0, "dev675": 1.0, "heldout32a": 0.96, "heldout32b": 0.96, "heldout32b-items": 0.766, "heldout32c": 0.9, "dev700": 1.0, "dev710": 1.0, "dev711": 1.0, "dev712": 1.0, "dev690": 0.972, "dev691-items": 0.833, "dev680": 1.0, "dev730": 1.0, "heldout33a": 0.99, "heldout33b": 0.98, "heldout33b-items": 0.966, "heldout33c": 1.0, "train38a": 0.95, "train38b": 0.86, "train38b-items": 0.933, "train38c": 0.84, "train38d": 0.92, "train38d-items": 0.933, "train38e": 0.77, "train38f": 0.92, "train38f-items": 1.0, "train38g": 0.69, "dev750": 1.0, "dev770": 1.0, "dev771": 1.0, "dev740": 1.0, "dev780": 0.416, "heldout34a": 0.96, "heldout34b": 0.95, "heldout34b-items": 0.933, "heldout34c": 0.97, "train39a": 0.85, "train39a-items": 0.833, "train39b": 0.89, "train39c": 0.7, "train39d": 0.72, "train39e": 0.86, "train39e-items": 0.9, "train39f": 0.76, "train39g": 0.89, "dev810": 1.0, "dev830": 1.0, "dev800": 1.0, "dev820": 0.972, "dev821-items": 1.0, "dev822": 1.0, "heldout35a": 0.92, "heldout35b": 0.86, "heldout35b-items": 0.6, "heldout35c": 0.96, "train40a": 0.88, "train40a-items": 0.766, "train40b": 0.92, "train40c": 0.53, "train40d": 0.88, "train40e": 0.93, "dev840": 1.0, "dev850": 1.0, "dev860": 1.0, "dev861": 0.964, "train41a": 0.88, "train41a-items": 0.8, "train41b": 0.94, "train41c": 0.68, "train41d": 0.71, "train41e": 0.87, "heldout36a": 0.84, "heldout36b": 0.91, "heldout36b-items": 0.9, "heldout36c": 0.9, "dev890": 0.961, "dev880": 1.0, "dev900": 1.0, "dev910": 0.986, "heldout37a": 0.91, "heldout37b": 0.95, "heldout37b-items": 0.933, "heldout37c": 0.9, "train42a": 0.87, "train42a-items": 0.733, "train42b": 0.87, "train42c": 0.7, "train42d": 0.9, "train42e": 0.92, "train42f": 0.87, "dev950": 1.0, "dev940": 1.0, "dev941": 1.0, "dev942": 1.0, "dev943": 1.0, "dev980": 1.0, "dev990": 0.916, "heldout38a": 0.87, "heldout38a-items": 0.9, "heldout39a": 0.91, "heldout39a-items": 0.833, "heldout39b": 0.89, "heldout39c": 0.95, "heldout40a": 0.96, "heldout40a-items": 0.833, "heldout40b": 0.9, "heldout40c": 0.84, "heldout41a": 0.83, "heldout41a-items": 0.733, "heldout41b": 0.94, "heldout41c": 0.96, "heldout42a": 0.8, "heldout42a-items": 0.8, "heldout42b": 0.92, "heldout42c": 0.86, "heldout43a": 0.92, "heldout43a-items": 0.8, "heldout43b": 0.87, "heldout43c": 0.83, "heldout44a": 0.71, "heldout44a-items": 0.6, "heldout44b": 0.64, "heldout44c": 0.74, "train43a": 0.7, "train43a-items": 0.733, "train43b": 0.84, "train43c": 0.57, "train43d": 0.77, "train43f": 0.88, "train43e": 0.84, "dev1020": 1.0, "dev1030": 1.0, "dev1000": 1.0, "dev1010": 1.0, "dev1011": 1.0, "dev1050": 1.0, "dev1040": 1.0, "dev1060-items": 1.0, "dev1070": 0.846, "dev1110": 1.0, "dev1200": 1.0, "dev1150": 0.9, "dev1140": 1.0, "dev1160": 1.0, "train44a": 0.84, "train44a-items": 0.833, "train44b": 0.9, "train44c": 0.79, "train44e": 0.86, "train44e-items": 0.88, "heldout45b": 0.79, "heldout45c": 0.62, "train44d": 0.92, "heldout45a": 0.77, "heldout45a-items": 0.866, "dev1100": 1.0, "dev1130": 1.0, "dev1220": 1.0, "dev1120-items": 1.0, "dev1210": 1.0, "dev1211-items": 0.75, "heldout46a": 0.83, "heldout46a-items": 0.8, "heldout46b": 0.77, "heldout46c": 0.6, "train45a": 0.91, "train45a-items": 0.766, "train45b": 0.88, "train45c": 0.92, "train45d": 0.9, "dev1230": 0.947, "dev1240": 1.0, "dev1250": 1.0, "dev1310": 0.9, "dev1300": 1.0, "dev1320": 1.0, "heldout47a": 0.69, "heldout47a-items": 0.733, "heldout47b": 0.74, "heldout47c": 0.56, "train46a": 0.88, "train46a-items": 0.8, "train46c": 0.83, "train46d": 0.67, "train46b": 0.95, "dev1330": 0.916, "dev1420": 0.923, "dev1400": 1.0, "train47a": 0.97, "train47a-items": 0.966, "train47b": 0.84, "train47c": 0.83, "train47d": 0.71, "heldout48a": 0.76, "heldout48a-items": 0.833, "heldout48b": 0.79, "heldout48c": 0.64, "dev1410": 1.0, "dev1430": 1.0, "dev1440": 0.941, "train48a": 0.89, "train48a-items": 0.833, "train48b": 0.56, "train48c": 0.71, "train48d": 0.84, "train48d-items": 0.9, "heldout49a": 0.83, "heldout49a-items": 0.733, "heldout49b": 0.58, "heldout49c": 0.76},
	hardNegatives: map[string]float64{"dev1460": 0.0, "dev1400": 0.0, "dev": 0.0, "heldout": 0.0, "dev2": 0.0, "dev3": 0.006, "dev4": 0.0, "dev5": 0.0, "dev6": 0.0, "dev7": 0.0, "dev8": 0.0, "dev9": 0.0, "heldout2": 0.0, "heldout2-items": 0.0, "heldout3a": 0.0, "heldout3b": 0.0, "heldout3b-items": 0.038, "train5a": 0.0, "train5a-items": 0.13, "train5b": 0.0, "train5c": 0.0, "dev10": 0.0, "dev11": 0.0, "train6a": 0.0, "train6b": 0.0, "train6c": 0.0, "train6c-items": 0.008, "train6d": 0.0, "heldout4a": 0.0, "heldout4a-items": 0.0, "heldout4b": 0.0, "train7a": 0.004, "train7b": 0.0, "train7c-items": 0.014, "dev16": 0.0, "dev14": 0.025, "dev12": 0.0, "dev15": 0.0, "dev13": 0.0, "dev17-items": 0.036, "train8b": 0.0, "train8c": 0.0, "dev18": 0.0, "dev19": 0.0, "heldout5a": 0.0, "heldout5b": 0.0, "heldout5b-items": 0.0, "heldout5c": 0.0, "train9d-items": 0.03, "train9b": 0.0, "train9c": 0.004, "train9a": 0.003, "dev21-items": 0.112, "train10a": 0.0, "dev20": 0.04, "dev24": 0.0, "train10b": 0.0, "dev22": 0.0, "train10c": 0.0, "dev23": 0.031, "dev25": 0.0, "dev26": 0.032, "dev28": 0.0, "dev27": 0.0, "heldout6a": 0.0, "heldout6b": 0.0, "heldout6b-items": 0.012, "heldout6c": 0.0, "train11b": 0.0, "train11a": 0.005, "dev31": 0.0, "dev31b": 0.5, "dev29": 0.0, "dev30": 0.084, "dev30b": 0.334, "dev32": 0.053, "dev34": 0.072, "dev33": 0.0, "dev35": 0.0, "dev36": 0.067, "dev37": 0.0, "dev38": 0.0, "heldout7a": 0.0, "heldout7b": 0.0, "heldout7b-items": 0.02, "heldout7c": 0.0, "train12a": 0.0, "train12b": 0.012, "train12c": 0.0, "train12d": 0.006, "dev40": 0.029, "dev39": 0.0, "dev41": 0.0, "dev42": 0.063, "dev43": 0.0, "heldout8a": 0.007, "heldout8b": 0.012, "heldout8c": 0.015, "heldout8c-items": 0.04, "train13a": 0.012, "train13b": 0.0, "train13c": 0.0, "train13d": 0.018, "train13e": 0.007, "train13e-items": 0.0, "train13f": 0.018, "train13g": 0.0, "dev46": 0.0, "dev48": 0.0, "dev50": 0.0, "dev51-items": 0.0, "dev54": 0.0, "dev55": 0.0, "dev52": 0.091, "heldout9a": 0.0, "heldout9b": 0.006, "heldout9c": 0.007, "heldout9c-items": 0.06, "train14b": 0.006, "train14a": 0.006, "train14c": 0.007, "train14c-items": 0.039, "train14d": 0.0, "dev58": 0.1, "dev56": 0.0, "dev57": 0.0, "dev62": 0.096, "dev63-items": 0.125, "dev64": 0.0, "dev65": 0.0, "dev66": 0.0, "dev67": 0.0, "dev60": 0.0, "heldout10a": 0.0, "heldout10b": 0.0, "heldout10c": 0.0, "heldout10c-items": 0.02, "train15c": 0.0, "train15a": 0.0, "train15b": 0.0, "train15d": 0.006, "train15d-items": 0.02, "dev76": 0.0, "dev68": 0.138, "dev69": 0.0, "dev74": 0.038, "dev72": 0.0, "dev70": 0.0, "dev78": 0.0, "heldout11a": 0.006, "heldout11b": 0.006, "heldout11c": 0.014, "heldout11c-items": 0.1, "train16a-items": 0.029, "train16b": 0.0, "train16c": 0.006, "train16d": 0.006, "train16e": 0.004, "dev82": 0.0, "dev88": 0.0, "dev85": 0.0, "dev91": 0.046, "dev79": 0.0, "dev80-items": 0.0, "dev95": 0.0, "dev96": 0.0, "dev97": 0.0, "heldout12a": 0.0, "heldout12b": 0.0, "heldout12b-items": 0.02, "heldout12c": 0.0, "train17a": 0.012, "train17b": 0.0, "train17c": 0.006, "train17d": 0.0, "train17e": 0.007, "dev109": 0.0, "dev100": 0.0, "dev112": 0.0, "dev103": 0.0, "dev106": 0.0, "heldout13a": 0.006, "heldout13b": 0.012, "heldout13b-items": 0.06, "heldout13c": 0.024, "train18a": 0.006, "train18b": 0.006, "train18d": 0.01, "train18e": 0.0, "train18c": 0.012, "dev119": 0.0, "dev113": 0.0, "dev122": 0.0, "dev123": 0.2, "dev124": 0.0, "dev125": 0.134, "dev116": 0.0, "heldout14a": 0.0, "heldout14b": 0.0, "heldout14b-items": 0.02, "heldout14c": 0.0, "train19b": 0.004, "train19c": 0.025, "train19a": 0.0, "dev132": 0.0, "dev126": 0.0, "dev138": 0.0, "dev139": 0.0, "dev129": 0.0, "dev135": 0.1, "dev136": 0.0, "dev137": 0.0, "dev141": 0.0, "dev145": 0.0, "dev133": 0.0, "dev143": 0.0, "dev144-items": 0.167, "dev146": 0.0, "train20a": 0.0, "train20b": 0.006, "train20c": 0.004, "dev150": 0.0, "dev151": 0.0, "dev152": 0.112, "dev153": 0.0, "dev154": 0.0, "dev155": 0.0, "dev156": 0.0, "dev157": 0.0, "dev158": 0.0, "dev159": 0.0, "dev160": 0.0, "dev161": 0.084, "dev162": 0.072, "dev163": 0.0, "dev164": 0.063, "dev165": 0.0, "dev166": 0.0, "dev167": 0.0, "dev168": 0.0, "dev169": 0.0, "dev175": 0.0, "dev176": 0.0, "dev177": 0.0, "dev178": 0.0, "dev170": 0.0, "dev171": 0.125, "dev180": 0.0, "dev181": 0.0, "dev182": 0.2, "dev183": 0.0, "heldout15a": 0.0, "heldout15b": 0.0, "heldout15b-items": 0.02, "heldout15c": 0.0, "heldout16a": 0.006, "heldout16b": 0.007, "heldout16b-items": 0.0, "heldout16c": 0.006, "dev184": 0.059, "dev190": 0.067, "dev191": 0.0, "dev192": 0.0, "dev193-items": 0.0, "dev194": 0.0, "dev205": 0.0, "dev206": 0.0, "dev207": 0.0, "dev185": 0.0, "dev196": 0.056, "dev197": 0.0, "heldout17a": 0.012, "heldout17b": 0.018, "heldout17b-items": 0.04, "heldout17c": 0.036, "dev210": 0.25, "dev211": 0.223, "dev230": 0.0, "dev231": 0.0, "heldout18a": 0.035, "heldout18b": 0.03, "heldout18b-items": 0.067, "heldout18c": 0.03, "train23a": 0.014, "train23b": 0.006, "train23c": 0.03, "train23c-items": 0.08, "dev250": 0.0, "dev251": 0.0, "dev240": 0.118, "dev241": 0.0, "heldout19a": 0.01, "heldout19b": 0.01, "heldout19b-items": 0.067, "heldout19c": 0.0, "train24a": 0.074, "dev260": 0.0, "dev261": 0.0, "dev270": 0.0, "dev271": 0.0, "dev272": 0.0, "dev273": 0.0, "heldout20a": 0.01, "heldout20b": 0.03, "heldout20b-items": 0.034, "heldout20c": 0.03, "train25a": 0.0, "train25b-items": 0.054, "train25c": 0.03, "dev300": 0.0, "dev301": 0.0, "dev290": 0.167, "dev291": 0.1, "dev292": 0.25, "dev280": 0.0, "dev281": 0.0, "heldout21a": 0.03, "heldout21b": 0.035, "heldout21b-items": 0.05, "heldout21c": 0.02, "train26a": 0.02, "train26b": 0.017, "train26c-items": 0.094, "dev310": 0.0, "dev311": 0.0, "dev312": 0.0, "dev313": 0.0, "dev314": 0.0, "dev315": 0.0, "dev320": 0.0, "dev321": 0.0, "dev322": 0.0, "dev330": 0.0, "dev331": 0.0, "dev340": 0.0, "dev345": 0.143, "heldout22a": 0.015, "heldout22b": 0.02, "heldout22b-items": 0.067, "heldout22c": 0.04, "train27a": 0.02, "train27b": 0.01, "dev360": 0.0, "dev361": 0.182, "dev350": 0.08, "dev370": 0.0, "heldout23a": 0.015, "heldout23b": 0.005, "heldout23b-items": 0.067, "heldout23c": 0.025, "train28a": 0.01, "train28b": 0.02, "train28c": 0.01, "train28g": 0.0, "train28f": 0.0, "train28d": 0.027, "train28e": 0.007, "train28h": 0.014, "dev390": 0.0, "dev380": 0.0, "train28j": 0.007, "train28k": 0.014, "train28l": 0.014, "train28m": 0.007, "train28i": 0.004, "dev391": 0.0, "dev393": 0.036, "dev395": 0.0, "dev394": 0.0, "dev392": 0.0, "heldout24a": 0.02, "heldout24b": 0.0, "heldout24b-items": 0.084, "heldout24c": 0.07, "train29a": 0.014, "train29b": 0.034, "train29c": 0.02, "dev400": 0.0, "dev401": 0.2, "dev402": 0.0, "dev420": 0.0, "dev410": 0.0, "dev430": 0.0, "heldout25a": 0.03, "heldout25b": 0.06, "heldout25b-items": 0.1, "heldout25c": 0.02, "train30a": 0.02, "train30c": 0.0, "train30b": 0.02, "dev460": 0.0, "dev440": 0.0, "dev450": 0.0, "dev451": 0.0, "dev452": 0.0, "dev470": 0.0, "heldout26a": 0.0, "heldout26b": 0.07, "heldout26b-items": 0.1, "heldout26c": 0.03, "train31a": 0.02, "train31b": 0.01, "train31c": 0.024, "dev490": 0.0, "dev480": 0.0, "dev481": 0.0, "dev482": 0.0, "heldout27a": 0.02, "heldout27b": 0.05, "heldout27b-items": 0.134, "heldout27c": 0.04, "train32a": 0.0, "train32b": 0.02, "dev500": 0.053, "dev501": 0.0, "dev502": 0.0, "dev503": 0.0, "dev510": 0.0, "dev511": 0.0, "dev512": 0.0, "dev513": 0.0, "heldout28a": 0.04, "heldout28b": 0.0, "heldout28b-items": 0.0, "heldout28c": 0.05, "train33a": 0.03, "train33b": 0.02, "dev520": 0.0, "dev521": 0.0, "dev522": 0.0, "dev530": 0.0, "dev531": 0.0, "dev532": 0.0, "dev533": 0.0, "dev550": 0.0, "dev551": 0.0, "dev552": 0.0, "dev553": 0.0, "dev560": 0.1, "dev561": 0.0, "dev562": 0.0, "dev563": 0.0, "dev540": 0.0, "dev541": 0.0, "dev542": 0.0, "dev543": 0.0, "heldout29a": 0.01, "heldout29b": 0.07, "heldout29b-items": 0.034, "heldout29c": 0.05, "dev580": 0.0, "dev570": 0.0, "dev571": 0.0, "dev572": 0.0, "dev590": 0.0, "dev591": 0.0, "dev592": 0.0, "heldout30a": 0.02, "heldout30b": 0.02, "heldout30b-items": 0.234, "heldout30c": 0.09, "dev600": 0.0, "dev601": 0.0, "dev602": 0.0, "dev603": 0.0, "dev604": 0.0, "dev605": 0.0, "dev620": 0.0, "dev621": 0.0, "dev622": 0.1, "dev610": 0.0, "dev611": 0.1, "dev612-items": 0.6, "dev630": 0.0, "dev631": 0.0, "dev632": 0.0, "dev633": 0.0, "dev634": 0.0, "dev635": 0.0, "heldout31a": 0.03, "heldout31b": 0.0, "heldout31b-items": 0.167, "heldout31c": 0.02, "train36a": 0.04, "train36b": 0.01, "train36b-items": 0.2, "dev640": 0.143, "dev641": 0.286, "dev642": 0.0, "dev643": 0.0, "dev644": 0.0, "dev650": 0.036, "dev651-items": 0.0, "dev660": 0.0, "dev670": 0.0, "dev671": 0.0, "dev672": 0.0, "dev673": 0.0, "dev674": 0.0, "dev675": 0.0, "heldout32a": 0.0, "heldout32b": 0.01, "heldout32b-items": 0.034, "heldout32c": 0.0, "dev700": 0.0, "dev710": 0.0, "dev711": 0.0, "dev712": 0.0, "dev690": 0.0, "dev691-items": 0.25, "dev680": 0.0, "dev730": 0.0, "heldout33a": 0.01, "heldout33b": 0.03, "heldout33b-items": 0.134, "heldout33c": 0.03, "train38a": 0.03, "train38b": 0.02, "train38b-items": 0.1, "train38c": 0.03, "train38d": 0.05, "train38d-items": 0.034, "train38e": 0.07, "train38f": 0.03, "train38f-items": 0.034, "train38g": 0.01, "dev750": 0.0, "dev770": 0.046, "dev771": 0.0, "dev740": 0.0, "dev780": 0.0, "heldout34a": 0.04, "heldout34b": 0.01, "heldout34b-items": 0.0, "heldout34c": 0.03, "train39a": 0.03, "train39a-items": 0.067, "train39b": 0.08, "train39c": 0.01, "train39d": 0.09, "train39e": 0.06, "train39e-items": 0.134, "train39f": 0.03, "train39g": 0.02, "dev810": 0.0, "dev830": 0.0, "dev800": 0.0, "dev820": 0.0, "dev821-items": 0.0, "dev822": 0.0, "heldout35a": 0.03, "heldout35b": 0.03, "heldout35b-items": 0.1, "heldout35c": 0.08, "train40a": 0.03, "train40a-items": 0.067, "train40b": 0.06, "train40c": 0.02, "train40d": 0.06, "train40e": 0.04, "dev840": 0.038, "dev850": 0.053, "dev860": 0.0, "dev861": 0.0, "train41a": 0.06, "train41a-items": 0.167, "train41b": 0.06, "train41c": 0.02, "train41d": 0.05, "train41e": 0.04, "heldout36a": 0.03, "heldout36b": 0.04, "heldout36b-items": 0.134, "heldout36c": 0.03, "dev890": 0.035, "dev880": 0.112, "dev900": 0.048, "dev910": 0.04, "heldout37a": 0.02, "heldout37b": 0.03, "heldout37b-items": 0.034, "heldout37c": 0.03, "train42a": 0.07, "train42a-items": 0.067, "train42b": 0.02, "train42c": 0.07, "train42d": 0.07, "train42e": 0.09, "train42f": 0.02, "dev950": 0.0, "dev940": 0.0, "dev941": 0.0, "dev942": 0.0, "dev943": 0.0, "dev980": 0.0, "dev990": 0.118, "heldout38a": 0.06, "heldout38a-items": 0.1, "heldout39a": 0.04, "heldout39a-items": 0.167, "heldout39b": 0.06, "heldout39c": 0.0, "heldout40a": 0.06, "heldout40a-items": 0.1, "heldout40b": 0.03, "heldout40c": 0.03, "heldout41a": 0.04, "heldout41a-items": 0.167, "heldout41b": 0.07, "heldout41c": 0.02, "heldout42a": 0.04, "heldout42a-items": 0.167, "heldout42b": 0.07, "heldout42c": 0.07, "heldout43a": 0.06, "heldout43a-items": 0.1, "heldout43b": 0.05, "heldout43c": 0.01, "heldout44a": 0.16, "heldout44a-items": 0.1, "heldout44b": 0.08, "heldout44c": 0.13, "train43a": 0.05, "train43a-items": 0.034, "train43b": 0.06, "train43c": 0.08, "train43d": 0.04, "train43f": 0.032, "train43e": 0.05, "dev1020": 0.0, "dev1030": 0.0, "dev1000": 0.0, "dev1010": 0.067, "dev1011": 0.125, "dev1050": 0.0, "dev1040": 0.0, "dev1060-items": 0.0, "dev1070": 0.0, "dev1110": 0.084, "dev1200": 0.167, "dev1150": 0.0, "dev1140": 0.0, "dev1160": 0.072, "train44a": 0.11, "train44a-items": 0.134, "train44b": 0.08, "train44c": 0.11, "train44e": 0.08, "train44e-items": 0.22, "heldout45b": 0.13, "heldout45c": 0.06, "train44d": 0.09, "heldout45a": 0.12, "heldout45a-items": 0.134, "dev1100": 0.0, "dev1130": 0.0, "dev1220": 0.112, "dev1120-items": 0.417, "dev1210": 0.0, "dev1211-items": 0.0, "heldout46a": 0.11, "heldout46a-items": 0.1, "heldout46b": 0.18, "heldout46c": 0.08, "train45a": 0.07, "train45a-items": 0.134, "train45b": 0.04, "train45c": 0.06, "train45d": 0.06, "dev1230": 0.158, "dev1240": 0.167, "dev1250": 0.0, "dev1310": 0.0, "dev1300": 0.174, "dev1320": 0.0, "heldout47a": 0.16, "heldout47a-items": 0.2, "heldout47b": 0.19, "heldout47c": 0.15, "train46a": 0.06, "train46a-items": 0.167, "train46c": 0.09, "train46d": 0.05, "train46b": 0.2, "dev1330": 0.0, "dev1420": 0.0, "train47a": 0.12, "train47a-items": 0.167, "train47b": 0.03, "train47c": 0.13, "train47d": 0.08, "heldout48a": 0.13, "heldout48a-items": 0.167, "heldout48b": 0.26, "heldout48c": 0.12, "dev1410": 0.125, "dev1430": 0.0, "dev1440": 0.0, "train48a": 0.13, "train48a-items": 0.334, "train48b": 0.05, "train48c": 0.1, "train48d": 0.06, "train48d-items": 0.167, "heldout49a": 0.21, "heldout49a-items": 0.267, "heldout49b": 0.13, "heldout49c": 0.19},
	real:          0.0006, // round 48: 12/20489 after the retrain, 13 at the round's start and 14 with the merged rules
	realHeldOut:   0.0056, // the sixteenth to twenty-first batches (93 servers): 12/2174 after round 48's retrain, 13 at its start and with the merged rules
}

// flagged analyses a case as a server listing: the poison findings on its
// tool and on every sibling (a writer may place the attack in a sibling:
// the case's label is the listing's), and on the server when it carries
// instructions.
func flagged(t *testing.T, c analysis.EvalCase) []string {
	t.Helper()
	if it, ok := c.Item(); ok {
		var out []string
		rep := analysis.Analyze(nil, analysis.Options{Items: []analysis.Item{it}, Instructions: c.Instructions})
		for _, r := range rep.Items {
			for _, f := range r.Findings {
				if isPoison(f.Rule) {
					out = append(out, f.String())
				}
			}
		}
		for _, f := range rep.ServerFindings {
			if isPoison(f.Rule) && c.Instructions != "" {
				out = append(out, f.String())
			}
		}
		return out
	}
	raws := append([]json.RawMessage{c.Tool}, c.Siblings...)
	tools, err := analysis.ParseToolsJSON(raws)
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	rep := analysis.Analyze(tools, analysis.Options{Instructions: c.Instructions})
	var out []string
	for _, r := range rep.Tools {
		for _, f := range r.Findings {
			if isPoison(f.Rule) {
				out = append(out, f.String())
			}
		}
	}
	for _, f := range rep.ServerFindings {
		if isPoison(f.Rule) && c.Instructions != "" {
			out = append(out, f.String())
		}
	}
	return out
}

// modelOnly reports findings that are all the learned model's.
func modelOnly(found []string) bool {
	for _, f := range found {
		if !strings.HasPrefix(f, "poison-learned-instruction") {
			return false
		}
	}
	return len(found) > 0
}

func isPoison(rule string) bool {
	r, ok := analysis.RuleByID(rule)
	return ok && r.Poisoning()
}

// tally counts flagged cases out of all.
type tally struct{ flagged, all int }

func (t tally) rate() float64 {
	if t.all == 0 {
		return 0
	}
	return float64(t.flagged) / float64(t.all)
}

func (t tally) String() string { return fmt.Sprintf("%d/%d (%.3f)", t.flagged, t.all, t.rate()) }

// splitResult is the evaluation of one labelled file.
type splitResult struct {
	name                  string
	recall, hardNegatives tally
	// byModelOnly counts the flagged cases whose only poisoning finding is
	// the learned model's: poisoned ones found, benign ones wrongly flagged.
	byModelOnly            [2]int
	byFamily, byLang       map[string]*tally
	missed, wronglyFlagged []string
	modelOnlyHits          []string // poisoned cases only the learned model flags
}

func evaluate(t *testing.T, name string, cases []analysis.EvalCase) splitResult {
	res := splitResult{name: name, byFamily: map[string]*tally{}, byLang: map[string]*tally{}}
	for _, c := range cases {
		found := flagged(t, c)
		switch c.Label {
		case "poisoned":
			hit := len(found) > 0
			if modelOnly(found) {
				res.byModelOnly[0]++
				res.modelOnlyHits = append(res.modelOnlyHits, c.ID+" "+c.Class)
			}
			for _, key := range [2]struct {
				m map[string]*tally
				k string
			}{{res.byFamily, c.Family()}, {res.byLang, c.Lang}} {
				if key.m[key.k] == nil {
					key.m[key.k] = &tally{}
				}
				key.m[key.k].all++
				if hit {
					key.m[key.k].flagged++
				}
			}
			res.recall.all++
			if hit {
				res.recall.flagged++
			} else {
				res.missed = append(res.missed, c.ID+" "+c.Class)
			}
		case "benign":
			res.hardNegatives.all++
			if len(found) > 0 {
				res.hardNegatives.flagged++
				if modelOnly(found) {
					res.byModelOnly[1]++
				}
				res.wronglyFlagged = append(res.wronglyFlagged, c.ID+" "+c.Class+": "+found[0])
			}
		default:
			t.Fatalf("%s: label %q", c.ID, c.Label)
		}
	}
	return res
}

// evalReal counts real tools with any poison finding, analysed server by
// server as connect mode would see them. A missing or empty dir counts
// 0/0, a rate of 0 (see tally.rate).
func evalReal(t *testing.T, dir string) (tally, map[string]int, []string) {
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	var all tally
	servers := map[string]int{}
	var flaggedTools []string
	for _, f0 := range files {
		rep := analyzeFile(t, f0)
		servers[filepath.Base(f0)] = len(rep.Tools)
		for _, r := range rep.Tools {
			all.all++
			for _, f := range r.Findings {
				if isPoison(f.Rule) {
					all.flagged++
					flaggedTools = append(flaggedTools, filepath.Base(f0)+" "+r.Name+": "+f.String())
					break
				}
			}
		}
	}
	return all, servers, flaggedTools
}

// TestEval is make eval: recall per class on the labelled splits, false
// flags on hard negatives and on real tools, and the gates (the floor
// under go test, the goal under make eval).
func TestEval(t *testing.T) {
	if testenv.Race {
		t.Skip(analysis.SlowUnderRace)
	}
	t.Parallel() // beside TestLearnedWeights: the two share the cores
	var results []splitResult
	splits := append(slices.Clone(tuningSplits), heldOut...)
	if s := os.Getenv("EVAL_SPLITS"); s != "" {
		splits = strings.Fields(s) // while tuning: EVAL_SPLITS=dev
	}
	for _, split := range splits {
		path := filepath.Join("testdata", "eval", split+".jsonl")
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		results = append(results, evaluate(t, split, analysis.LoadEvalCases(t, path)))
	}
	real, servers, realFlags := evalReal(t, "testdata/real")
	realHeld, heldServers, _ := evalReal(t, "testdata/real/heldout") // measured, never read
	if path := os.Getenv("EVAL_DUMP"); path != "" {
		dumpFindings(t, path, splits)
	}

	var b strings.Builder
	fmt.Fprintf(&b, "\n| set | poisoned recall | hard negatives flagged | precision | by the learned model alone (poisoned, benign) |\n|---|---|---|---|---|\n")
	for _, r := range results {
		precision := float64(r.recall.flagged) / float64(max(1, r.recall.flagged+r.hardNegatives.flagged))
		fmt.Fprintf(&b, "| %s | %s | %s | %.3f | %d, %d |\n", r.name, r.recall, r.hardNegatives, precision, r.byModelOnly[0], r.byModelOnly[1])
	}
	fmt.Fprintf(&b, "| real tools (%d servers) | | %s | |\n", len(servers), real)
	fmt.Fprintf(&b, "| real tools held out (%d servers) | | %s | |\n", len(heldServers), realHeld)
	for _, r := range results {
		fmt.Fprintf(&b, "\n%s recall by family:", r.name)
		for _, k := range slices.Sorted(maps.Keys(r.byFamily)) {
			fmt.Fprintf(&b, " %s %s;", k, r.byFamily[k])
		}
		if slices.Contains(heldOut, r.name) {
			fmt.Fprintln(&b)
			continue
		}
		fmt.Fprintf(&b, "\n%s recall by language:", r.name)
		for _, k := range slices.Sorted(maps.Keys(r.byLang)) {
			fmt.Fprintf(&b, " %s %s;", k, r.byLang[k])
		}
		fmt.Fprintln(&b)
	}
	if os.Getenv("EVAL_VERBOSE") != "" {
		for _, r := range results {
			if slices.Contains(heldOut, r.name) {
				continue // measured, never read
			}
			for _, m := range r.missed {
				fmt.Fprintf(&b, "missed %s: %s\n", r.name, m)
			}
			for _, m := range r.modelOnlyHits {
				fmt.Fprintf(&b, "model only %s: %s\n", r.name, m)
			}
			for _, m := range r.wronglyFlagged {
				fmt.Fprintf(&b, "false flag %s: %s\n", r.name, m)
			}
		}
		for _, m := range realFlags {
			fmt.Fprintf(&b, "false flag real: %s\n", m)
		}
	}
	t.Log(b.String())

	g, name := floorGates, "floor"
	if os.Getenv("EVAL_GATES") == "goal" {
		g, name = issueGates, "goal"
	}
	for _, r := range results {
		if min, ok := g.recall[r.name]; ok && r.recall.rate() < min {
			t.Errorf("%s recall %.3f is below the %s gate %.2f", r.name, r.recall.rate(), name, min)
		}
		if max, ok := g.hardNegatives[r.name]; ok && r.hardNegatives.rate() > max {
			t.Errorf("%s: %s of hard negatives flagged, over the %s gate %.2f", r.name, r.hardNegatives, name, max)
		}
	}
	if real.rate() > g.real {
		t.Errorf("%s of real tools flagged, over the %s gate %.3f", real, name, g.real)
	}
	if realHeld.rate() > g.realHeldOut {
		t.Errorf("%s of held-out real tools flagged, over the %s gate %.4f", realHeld, name, g.realHeldOut)
	}
}

// dumpFindings writes every finding of every labelled case and real tool,
// one line each, so that a change meant to keep detection as it is (a
// faster fold, a cheaper scan) can be diffed against the dump before it:
// EVAL_DUMP=before.txt, change, EVAL_DUMP=after.txt, diff. Held-out
// splits are left out: their findings quote their text.
func dumpFindings(t *testing.T, path string, splits []string) {
	var b strings.Builder
	for _, split := range splits {
		if slices.Contains(heldOut, split) {
			continue
		}
		for _, c := range analysis.LoadEvalCases(t, filepath.Join("testdata", "eval", split+".jsonl")) {
			if _, ok := c.Item(); ok {
				for _, f := range flagged(t, c) {
					fmt.Fprintf(&b, "%s %s\t%s\n", split, c.ID, f)
				}
				continue
			}
			raws := append([]json.RawMessage{c.Tool}, c.Siblings...)
			tools, err := analysis.ParseToolsJSON(raws)
			if err != nil {
				t.Fatalf("%s: %v", c.ID, err)
			}
			rep := analysis.Analyze(tools, analysis.Options{Instructions: c.Instructions})
			for _, r := range rep.Tools {
				for _, is := range r.Issues {
					fmt.Fprintf(&b, "%s %s %s\t%s\n", split, c.ID, r.Name, is)
				}
			}
			for _, f := range rep.ServerFindings {
				fmt.Fprintf(&b, "%s %s server\t%s\n", split, c.ID, f)
			}
		}
	}
	files, _ := filepath.Glob("testdata/real/*.json")
	for _, f := range files {
		rep := analyzeFile(t, f)
		for _, r := range rep.Tools {
			for _, is := range r.Issues {
				fmt.Fprintf(&b, "real %s %s\t%s\n", filepath.Base(f), r.Name, is)
			}
		}
		for _, sf := range rep.ServerFindings {
			fmt.Fprintf(&b, "real %s server\t%s\n", filepath.Base(f), sf)
		}
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
