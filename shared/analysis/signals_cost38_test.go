package analysis

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestReadingNeeds proves the sets each gated reading is said to need
// (needs): its source shows that it finds nothing in a sentence that
// holds none of the sets the prover reads off it, and those are among
// the ones said. A reading said to need nothing is asked always.
func TestReadingNeeds(t *testing.T) {
	p := newNeedProver(t)
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "signals_cost38.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Values) != 1 {
			return true
		}
		lit, ok := vs.Values[0].(*ast.CompositeLit)
		if !ok {
			return true
		}
		for _, e := range lit.Elts {
			entry, ok := e.(*ast.CompositeLit)
			if !ok || len(entry.Elts) != 2 {
				t.Fatalf("%s: an entry is not {need, reading}", fset.Position(e.Pos()))
			}
			fn, ok := entry.Elts[1].(*ast.FuncLit)
			if !ok || len(fn.Body.List) != 1 {
				t.Fatalf("%s: a reading is not a function returning one expression", fset.Position(e.Pos()))
			}
			ret := fn.Body.List[0].(*ast.ReturnStmt)
			said := map[string]bool{}
			if call, ok := entry.Elts[0].(*ast.CallExpr); ok && isIdent(call.Fun, "needs") {
				for _, a := range call.Args {
					said[a.(*ast.Ident).Name] = true
				}
			} else if !isIdent(entry.Elts[0], "nil") {
				t.Fatalf("%s: a need is not needs(…) or nil", fset.Position(e.Pos()))
			}
			if len(said) == 0 {
				continue
			}
			proved, ok := p.need(ret.Results[0], scope{lt: paramName(fn.Type, 1)})
			if !ok {
				t.Errorf("%s: no sets proved needed, %d said", fset.Position(e.Pos()), len(said))
				continue
			}
			for _, s := range proved {
				if !said[s] {
					t.Errorf("%s: the reading may hold with %s alone, not said", fset.Position(e.Pos()), s)
				}
			}
			checked++
		}
		return false
	})
	if checked == 0 {
		t.Fatal("no gated readings found")
	}
	checkGatedReadings(t, p)
}

// checkGatedReadings proves the sets of judgeSentence's gated readings
// (gatedReading{needs(…), reading}): the reading, whatever its property
// name, finds nothing in a sentence that holds none of them.
func checkGatedReadings(t *testing.T, p *needProver) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "signals_cost38b.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.CompositeLit)
		if !ok || !isIdent(lit.Type, "gatedReading") {
			return true
		}
		if len(lit.Elts) != 2 {
			t.Fatalf("%s: an entry is not {needs(…), reading}", fset.Position(lit.Pos()))
		}
		call, ok := lit.Elts[0].(*ast.CallExpr)
		read, okRead := lit.Elts[1].(*ast.Ident)
		if !ok || !isIdent(call.Fun, "needs") || !okRead {
			t.Fatalf("%s: an entry is not {needs(…), reading}", fset.Position(lit.Pos()))
		}
		said := map[string]bool{}
		for _, a := range call.Args {
			said[a.(*ast.Ident).Name] = true
		}
		proved, ok := p.needFunc(read.Name, 0, nil)
		if !ok {
			t.Errorf("%s: no sets proved needed by %s, %d said", fset.Position(lit.Pos()), read.Name, len(said))
			return false
		}
		for _, s := range proved {
			if !said[s] {
				t.Errorf("%s: %s may hold with %s alone, not said", fset.Position(lit.Pos()), read.Name, s)
			}
		}
		checked++
		return false
	})
	if checked == 0 {
		t.Fatal("no gated readings of judgeSentence found")
	}
}

// needProver derives from the package's source which phrase sets a
// reading needs: a set of sets one of which the text must hold for the
// reading to find anything, read off its conditions. It knows lt.in(set),
// &&, ||, parentheses, calls of functions it can read in turn, and the
// guards (if, tagless switch cases) around every return that finds
// something; anything else it cannot prove is needed.
type needProver struct {
	funcs map[string]*ast.FuncDecl
	vars  map[string]bool // package-level variables: the phrase sets
	depth int
}

func newNeedProver(t *testing.T) *needProver {
	t.Helper()
	p := &needProver{funcs: map[string]*ast.FuncDecl{}, vars: map[string]bool{}}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fset, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					p.funcs[d.Name.Name] = d
				}
			case *ast.GenDecl:
				if d.Tok == token.VAR {
					for _, s := range d.Specs {
						for _, n := range s.(*ast.ValueSpec).Names {
							p.vars[n.Name] = true
						}
					}
				}
			}
		}
	}
	return p
}

// scope is what an expression is read in: the name of the text the sets
// are asked of, the parameters bound to package sets, and the locals
// holding a reading's rule.
type scope struct {
	lt    string
	sets  map[string]string // parameter → package set
	rules map[string][]string
	once  map[string]bool // locals assigned by one statement only
}

// need returns sets one of which e needs, or false where it proves none.
func (p *needProver) need(e ast.Expr, sc scope) ([]string, bool) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return p.need(e.X, sc)
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LAND:
			a, okA := p.need(e.X, sc)
			b, okB := p.need(e.Y, sc)
			switch {
			case okA && okB && len(b) < len(a):
				return b, true
			case okA:
				return a, true
			}
			return b, okB
		case token.LOR:
			a, okA := p.need(e.X, sc)
			b, okB := p.need(e.Y, sc)
			if !okA || !okB {
				return nil, false
			}
			return union(a, b), true
		case token.NEQ: // rule != "" for a rule a reading returned
			if id, ok := e.X.(*ast.Ident); ok && isEmptyString(e.Y) {
				r := sc.rules[id.Name]
				return r, r != nil
			}
		}
	case *ast.CallExpr:
		return p.needCall(e, sc)
	}
	return nil, false
}

func (p *needProver) needCall(e *ast.CallExpr, sc scope) ([]string, bool) {
	if sel, ok := e.Fun.(*ast.SelectorExpr); ok {
		if x, ok := sel.X.(*ast.Ident); ok && x.Name == sc.lt && sel.Sel.Name == "in" && len(e.Args) == 1 {
			if id, ok := e.Args[0].(*ast.Ident); ok {
				if set, ok := sc.sets[id.Name]; ok {
					return []string{set}, true
				}
				if p.vars[id.Name] {
					return []string{id.Name}, true
				}
			}
		}
		return nil, false
	}
	fn, ok := e.Fun.(*ast.Ident)
	if !ok {
		return nil, false
	}
	if fn.Name == "holdsReading" && len(e.Args) == 2 && isIdent(e.Args[1], sc.lt) {
		switch r := e.Args[0].(type) {
		case *ast.Ident:
			return p.needFunc(r.Name, 0, nil)
		case *ast.FuncLit:
			return p.needBody(r.Type, r.Body, paramName(r.Type, 0), nil)
		}
		return nil, false
	}
	d := p.funcs[fn.Name]
	if d == nil {
		return nil, false
	}
	at, sets := -1, map[string]string{}
	for i, a := range e.Args {
		id, ok := a.(*ast.Ident)
		if !ok {
			continue
		}
		switch {
		case id.Name == sc.lt:
			if at >= 0 {
				return nil, false
			}
			at = i
		case p.vars[id.Name]:
			sets[paramName(d.Type, i)] = id.Name
		case sc.sets[id.Name] != "":
			sets[paramName(d.Type, i)] = sc.sets[id.Name]
		}
	}
	if at < 0 {
		return nil, false
	}
	return p.needFunc(fn.Name, at, sets)
}

// needFunc is need for a call of the function name whose parameter at
// is the text.
func (p *needProver) needFunc(name string, at int, sets map[string]string) ([]string, bool) {
	d := p.funcs[name]
	if d == nil || d.Body == nil {
		return nil, false
	}
	return p.needBody(d.Type, d.Body, paramName(d.Type, at), sets)
}

// needBody is need for a function's result being true or a rule: the
// union of what each return that finds something needs.
func (p *needProver) needBody(ft *ast.FuncType, body *ast.BlockStmt, lt string, sets map[string]string) ([]string, bool) {
	if lt == "" || lt == "_" || p.depth > 20 {
		return nil, false
	}
	p.depth++
	defer func() { p.depth-- }()
	sc := scope{lt: lt, sets: sets, rules: map[string][]string{}, once: assignedOnce(body)}
	for _, f := range ft.Params.List {
		for _, n := range f.Names {
			delete(sc.once, n.Name) // a parameter holds any value before it is assigned
		}
	}
	var out []string
	ok := p.stmts(body.List, sc, nil, false, &out)
	return out, ok && len(out) > 0
}

// stmts adds to out what each return in list that finds something needs,
// guard being what the conditions around it need (guarded: known).
func (p *needProver) stmts(list []ast.Stmt, sc scope, guard []string, guarded bool, out *[]string) bool {
	for _, s := range list {
		if !p.stmt(s, sc, guard, guarded, out) {
			return false
		}
		// if !need { return nothing }: what follows needs what need does.
		if is, ok := s.(*ast.IfStmt); ok && is.Else == nil && endsEmpty(is.Body) {
			if n, ok := p.needUnless(is.Cond, sc); ok {
				guard, guarded = n, true
			}
		}
	}
	return true
}

// needUnless returns sets one of which the text holds where e is false.
func (p *needProver) needUnless(e ast.Expr, sc scope) ([]string, bool) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return p.needUnless(e.X, sc)
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			return p.need(e.X, sc)
		}
	case *ast.BinaryExpr:
		switch e.Op {
		case token.LOR: // both false
			if n, ok := p.needUnless(e.X, sc); ok {
				return n, true
			}
			return p.needUnless(e.Y, sc)
		case token.LAND: // either false
			a, okA := p.needUnless(e.X, sc)
			b, okB := p.needUnless(e.Y, sc)
			if okA && okB {
				return union(a, b), true
			}
		}
	}
	return nil, false
}

// endsEmpty reports a block whose last statement returns nothing found.
func endsEmpty(b *ast.BlockStmt) bool {
	if len(b.List) == 0 {
		return false
	}
	r, ok := b.List[len(b.List)-1].(*ast.ReturnStmt)
	return ok && len(r.Results) > 0 && (isEmptyString(r.Results[0]) || isIdent(r.Results[0], "false"))
}

// assignedOnce returns the names assigned by exactly one statement of
// body, and never through a pointer.
func assignedOnce(body *ast.BlockStmt) map[string]bool {
	count := map[string]int{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				count[rootIdent(l)]++
			}
		case *ast.IncDecStmt:
			count[rootIdent(n.X)] += 2
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				count[rootIdent(n.X)] += 2
			}
		case *ast.RangeStmt:
			if n.Key != nil {
				count[rootIdent(n.Key)] += 2
			}
			if n.Value != nil {
				count[rootIdent(n.Value)] += 2
			}
		case *ast.ValueSpec:
			for _, name := range n.Names {
				if len(n.Values) > 0 {
					count[name.Name]++
				}
			}
		}
		return true
	})
	once := map[string]bool{}
	for name, c := range count {
		if c == 1 {
			once[name] = true
		}
	}
	return once
}

func (p *needProver) stmt(s ast.Stmt, sc scope, guard []string, guarded bool, out *[]string) bool {
	switch s := s.(type) {
	case *ast.ReturnStmt:
		if len(s.Results) > 0 && (isEmptyString(s.Results[0]) || isIdent(s.Results[0], "false")) {
			return true
		}
		if len(s.Results) == 1 {
			if n, ok := p.need(s.Results[0], sc); ok {
				*out = union(*out, n)
				return true
			}
		}
		if len(s.Results) == 2 {
			if id, ok := s.Results[0].(*ast.Ident); ok && sc.rules[id.Name] != nil {
				*out = union(*out, sc.rules[id.Name]) // return rule, what: the reading's rule
				return true
			}
		}
		if guarded {
			*out = union(*out, guard)
		}
		return guarded
	case *ast.IfStmt:
		if s.Init != nil && !p.stmt(s.Init, sc, guard, guarded, out) {
			return false
		}
		inner, innerOK := guard, guarded
		if n, ok := p.need(s.Cond, sc); ok {
			inner, innerOK = n, true
		}
		if !p.stmts(s.Body.List, sc, inner, innerOK, out) {
			return false
		}
		return s.Else == nil || p.stmt(s.Else, sc, guard, guarded, out)
	case *ast.SwitchStmt:
		if s.Tag != nil || s.Init != nil {
			return !returns(s) && !assigns(s, sc.lt)
		}
		for _, c := range s.Body.List {
			cc := c.(*ast.CaseClause)
			inner, innerOK := guard, guarded
			if len(cc.List) > 0 {
				var n []string
				ok := true
				for _, e := range cc.List {
					m, known := p.need(e, sc)
					ok = ok && known
					n = union(n, m)
				}
				if ok {
					inner, innerOK = n, true
				}
			}
			for _, b := range cc.Body {
				if br, ok := b.(*ast.BranchStmt); ok && br.Tok == token.FALLTHROUGH {
					return false
				}
			}
			if !p.stmts(cc.Body, sc, inner, innerOK, out) {
				return false
			}
		}
		return true
	case *ast.BlockStmt:
		return p.stmts(s.List, sc, guard, guarded, out)
	case *ast.AssignStmt:
		if assigns(s, sc.lt) {
			return false
		}
		// rule, _ := reading(lt, …): rule != "" needs what the reading does.
		if len(s.Rhs) == 1 && len(s.Lhs) >= 1 {
			if id, ok := s.Lhs[0].(*ast.Ident); ok && sc.once[id.Name] {
				if call, ok := s.Rhs[0].(*ast.CallExpr); ok && len(s.Lhs) == 2 {
					if n, ok := p.needCall(call, sc); ok {
						sc.rules[id.Name] = n // before this, the rule is "" (or not declared)
					}
				}
			}
		}
		return !returns(s)
	case *ast.DeclStmt, *ast.ExprStmt, *ast.IncDecStmt:
		return !assigns(s, sc.lt) && !returns(s)
	case *ast.ForStmt:
		return !assigns(s, sc.lt) && p.stmts(s.Body.List, sc, guard, guarded, out)
	case *ast.RangeStmt:
		return !assigns(s, sc.lt) && p.stmts(s.Body.List, sc, guard, guarded, out)
	case *ast.BranchStmt:
		return s.Tok == token.BREAK || s.Tok == token.CONTINUE
	}
	return false
}

// returns reports a return statement in n outside function literals.
func returns(n ast.Node) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			found = true
		}
		return !found
	})
	return found
}

// assigns reports n assigning to lt or taking its address.
func assigns(n ast.Node, lt string) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, l := range n.Lhs {
				if rootIdent(l) == lt {
					found = true
				}
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND && rootIdent(n.X) == lt {
				found = true
			}
		case *ast.RangeStmt:
			if n.Key != nil && rootIdent(n.Key) == lt || n.Value != nil && rootIdent(n.Value) == lt {
				found = true
			}
		}
		return !found
	})
	return found
}

func rootIdent(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.Ident:
			return x.Name
		case *ast.SelectorExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.StarExpr:
			e = x.X
		default:
			return ""
		}
	}
}

func paramName(ft *ast.FuncType, at int) string {
	i := 0
	for _, f := range ft.Params.List {
		for _, n := range f.Names {
			if i == at {
				return n.Name
			}
			i++
		}
		if len(f.Names) == 0 {
			i++
		}
	}
	return ""
}

func isIdent(e ast.Expr, name string) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == name
}

func isEmptyString(e ast.Expr) bool {
	lit, ok := e.(*ast.BasicLit)
	return ok && lit.Kind == token.STRING && (lit.Value == `""` || lit.Value == "``")
}

func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, s := range b {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// heldOutFile matches the held-out splits' files, which no test here reads.
var heldOutFile = regexp.MustCompile(`^heldout(3[4-9]|[4-9][0-9])`)

// TestReadingNeedsOverCorpus checks the proof above on every string of
// every tuning case, whole and sentence by sentence: no gated reading
// holds in a text that lacks every set it is said to need. It takes
// minutes; NEEDS_CORPUS=1 runs it.
func TestReadingNeedsOverCorpus(t *testing.T) {
	if os.Getenv("NEEDS_CORPUS") == "" {
		t.Skip("minutes long: NEEDS_CORPUS=1 runs it")
	}
	texts := 0
	check := func(text string) {
		lt := phrasesIn(strings.ToLower(text))
		texts++
		for i, j := range anywayJudges {
			if !j.need.mayHold(lt) && j.judged(text, lt) {
				t.Errorf("anywayJudges[%d] holds without the sets it needs: %q", i, excerpt(text))
			}
		}
	}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case string:
			check(x)
			for _, s := range strings.FieldsFunc(x, func(r rune) bool { return r == '.' || r == '\n' || r == '。' || r == ';' }) {
				check(s)
			}
		case []any:
			for _, e := range x {
				walk(e)
			}
		case map[string]any:
			for k, e := range x {
				walk(k)
				walk(e)
			}
		}
	}
	files, err := filepath.Glob(filepath.Join("testdata", "eval", "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		if heldOutFile.MatchString(filepath.Base(path)) {
			continue // never read
		}
		for _, c := range LoadEvalCases(t, path) {
			var tool any
			if json.Unmarshal(c.Tool, &tool) == nil {
				walk(tool)
			}
			walk(c.Instructions)
		}
	}
	if texts == 0 {
		t.Fatal("no texts read")
	}
}
