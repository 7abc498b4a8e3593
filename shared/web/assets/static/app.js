// MCP Server Explorer: upgrades the check form. Without this script the form
// posts to / and the server renders the result; with it the form calls
// POST /api/v1/calculate and renders the same presentation blocks here.
// Everything from the API is inserted as text (never as HTML), and invisible
// characters are made visible exactly as the server's reveal function does.
(function () {
  "use strict";

  const form = document.getElementById("check");
  const result = document.getElementById("result");
  if (!form || !result) return;

  const problemBox = document.getElementById("form-problem");
  const statusEl = document.getElementById("status");
  const submitBtn = document.getElementById("submit");
  const textarea = document.getElementById("f-toolsJson");
  const fileInput = document.getElementById("f-toolsFile");
  const MAX_FILE_BYTES = 5 * 1024 * 1024;
  let ruleTerms = {};
  try { ruleTerms = JSON.parse(result.dataset.ruleTerms || "{}"); } catch (e) { ruleTerms = {}; }

  // ---- building DOM nodes -------------------------------------------------

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === null || v === undefined || v === false) continue;
      el.setAttribute(k, v === true ? "" : String(v));
    }
    append(el, children);
    return el;
  }

  function append(el, children) {
    for (const c of children) {
      if (c === null || c === undefined || c === false) continue;
      if (Array.isArray(c)) append(el, c);
      else if (c instanceof Node) el.appendChild(c);
      else el.appendChild(document.createTextNode(String(c)));
    }
  }

  // Only same-site paths and http(s) URLs become links.
  function safeHref(href) {
    if (typeof href !== "string") return null;
    if (/^\/(?!\/)/.test(href)) return href;
    try {
      const u = new URL(href);
      return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
    } catch (e) { return null; }
  }

  // ---- invisible characters (mirrors reveal.go) ----------------------------

  const NAMES = {
    0x00AD: "SOFT HYPHEN", 0x034F: "COMBINING GRAPHEME JOINER", 0x061C: "ARABIC LETTER MARK",
    0x115F: "HANGUL CHOSEONG FILLER", 0x1160: "HANGUL JUNGSEONG FILLER", 0x180E: "MONGOLIAN VOWEL SEPARATOR",
    0x200B: "ZERO WIDTH SPACE", 0x200C: "ZERO WIDTH NON-JOINER", 0x200D: "ZERO WIDTH JOINER",
    0x200E: "LEFT-TO-RIGHT MARK", 0x200F: "RIGHT-TO-LEFT MARK",
    0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
    0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE",
    0x2060: "WORD JOINER", 0x2061: "FUNCTION APPLICATION", 0x2062: "INVISIBLE TIMES",
    0x2063: "INVISIBLE SEPARATOR", 0x2064: "INVISIBLE PLUS",
    0x2066: "LEFT-TO-RIGHT ISOLATE", 0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE",
    0x2069: "POP DIRECTIONAL ISOLATE", 0x3164: "HANGUL FILLER", 0xFEFF: "ZERO WIDTH NO-BREAK SPACE",
    0xFFA0: "HALFWIDTH HANGUL FILLER", 0x001B: "ESCAPE", 0x009B: "CONTROL SEQUENCE INTRODUCER",
  };
  const MAX_DECODED = 400, MAX_CODES = 8, MAX_SPANS = 32, MAX_BYTES = 20000, MAX_FLAG_TAGS = 7;
  const isTag = (cp) => cp >= 0xE0000 && cp <= 0xE007F;
  const isSelector = (cp) => (cp >= 0xFE00 && cp <= 0xFE0F) || (cp >= 0xE0100 && cp <= 0xE01EF);
  // The next three mirror analysis.OrdinaryInvisible, which the checks use.
  const pictographic = (cp) => (cp >= 0x1F000 && cp <= 0x1FAFF) || (cp >= 0x2600 && cp <= 0x27BF) || cp === 0xFE0F ||
    cp === 0x2640 || cp === 0x2642 || cp === 0x2695 || cp === 0x2708 || cp === 0x2764;
  const reJoinerScript = /[\p{Script=Arabic}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Syriac}]/u;
  const joinerScript = (cp) => reJoinerScript.test(String.fromCodePoint(cp));
  // flagTag: the tag at i belongs to a subdivision flag (U+1F3F4, at most
  // MAX_FLAG_TAGS lowercase letters or digits as tags, then U+E007F).
  function flagTag(cps, i) {
    let start = i;
    while (start > 0 && i - start <= MAX_FLAG_TAGS && cps[start - 1] >= 0xE0020 && cps[start - 1] <= 0xE007E) start--;
    if (start === 0 || cps[start - 1] !== 0x1F3F4) return false;
    for (let j = start; j < cps.length && j - start <= MAX_FLAG_TAGS; j++) {
      const r = cps[j];
      if (r === 0xE007F) return true;
      if (!((r >= 0xE0061 && r <= 0xE007A) || (r >= 0xE0030 && r <= 0xE0039))) return false;
    }
    return false;
  }
  // fromCPs builds a string in chunks: spreading a huge array overflows the stack.
  function fromCPs(cps) {
    let s = "";
    for (let i = 0; i < cps.length; i += 8192) s += String.fromCodePoint(...cps.slice(i, i + 8192));
    return s;
  }
  const hex = (cp) => "U+" + cp.toString(16).toUpperCase().padStart(4, "0");
  const utf8Len = (cp) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

  function hidden(cps, i) {
    const r = cps[i];
    if (r === 10 || r === 9 || r === 13) return false;
    if (r < 0x20 || (r >= 0x7F && r <= 0x9F)) return true;
    if (r === 0x200D) return !(i > 0 && i + 1 < cps.length && pictographic(cps[i - 1]) && pictographic(cps[i + 1]));
    if (r === 0x200C) return !(i > 0 && i + 1 < cps.length && joinerScript(cps[i - 1]) && joinerScript(cps[i + 1]));
    if (r >= 0xFE00 && r <= 0xFE0F) return (i > 0 && isSelector(cps[i - 1])) || (i + 1 < cps.length && isSelector(cps[i + 1]));
    if (r >= 0xE0100 && r <= 0xE01EF) return true;
    return Object.prototype.hasOwnProperty.call(NAMES, r);
  }

  function codePoints(run) {
    const s = run.slice(0, MAX_CODES).map(hex).join(" ");
    return run.length > MAX_CODES ? s + " … " + run.length + " in all" : s;
  }

  function tagSpan(run) {
    const decoded = run.filter((r) => r >= 0xE0020 && r <= 0xE007E).map((r) => r - 0xE0000);
    let text = fromCPs(decoded.slice(0, MAX_DECODED));
    if (decoded.length > MAX_DECODED) text += "…";
    return h("mark", { class: "hidden-text", title: run.length + " invisible Unicode tag characters" },
      h("span", { class: "hidden-label" }, "hidden text:"), " ",
      h("q", { class: "hidden-decoded" }, text), " ",
      h("span", { class: "hidden-codes" }, "(" + codePoints(run) + ")"));
  }

  function invisibleSpan(run) {
    const names = run.slice(0, MAX_CODES).map((r) =>
      hex(r) + " " + (NAMES[r] || (isSelector(r) ? "VARIATION SELECTOR" : "CONTROL CHARACTER")));
    let label = names.join(", ");
    if (run.length > names.length) label += ", … " + run.length + " characters in all";
    return h("mark", { class: "invisible-char", title: "invisible characters" }, "[" + label + "]");
  }

  function reveal(text) {
    const frag = document.createDocumentFragment();
    if (text === null || text === undefined) return frag;
    const s = String(text);
    if (/^[\x20-\x7E\t\n\r]*$/.test(s) && s.length <= MAX_BYTES) { frag.appendChild(document.createTextNode(s)); return frag; }
    let cps = Array.from(s, (c) => c.codePointAt(0));
    let bytes = 0, cut = cps.length;
    for (let i = 0; i < cps.length; i++) {
      if (bytes + utf8Len(cps[i]) > MAX_BYTES) { cut = i; break; }
      bytes += utf8Len(cps[i]);
    }
    let clipped = 0;
    if (cut < cps.length) {
      for (let i = cut; i < cps.length; i++) clipped += utf8Len(cps[i]);
      cps = cps.slice(0, cut);
    }
    let plainStart = 0, spans = 0, unmarked = 0;
    const flush = (i) => { if (i > plainStart) frag.appendChild(document.createTextNode(fromCPs(cps.slice(plainStart, i)))); };
    const mark = (span) => {
      if (spans === MAX_SPANS) { frag.appendChild(document.createTextNode("\uFFFD")); unmarked++; return; }
      spans++;
      frag.appendChild(span());
    };
    for (let i = 0; i < cps.length;) {
      if (isTag(cps[i]) && flagTag(cps, i)) {
        while (i < cps.length && cps[i] !== 0xE007F) i++; // a subdivision flag ends with CANCEL TAG
        i++;
      } else if (isTag(cps[i])) {
        let end = i;
        while (end < cps.length && isTag(cps[end])) end++;
        const run = cps.slice(i, end);
        flush(i); mark(() => tagSpan(run)); i = plainStart = end;
      } else if (hidden(cps, i)) {
        let end = i;
        while (end < cps.length && !isTag(cps[end]) && hidden(cps, end)) end++;
        const run = cps.slice(i, end);
        flush(i); mark(() => invisibleSpan(run)); i = plainStart = end;
      } else {
        i++;
      }
    }
    flush(cps.length);
    if (unmarked > 0) {
      frag.appendChild(h("mark", { class: "invisible-char", title: "invisible characters" },
        "[" + unmarked + " more runs of invisible characters, each shown as U+FFFD]"));
    }
    if (clipped > 0) {
      frag.appendChild(h("mark", { class: "clipped" }, "… " + clipped + " more bytes not shown here; the JSON result holds the whole text"));
    }
    return frag;
  }

  // ---- blocks (mirror blocks.tmpl) ---------------------------------------

  const section = (type, title, ...content) =>
    h("section", { class: "block block-" + type, "aria-labelledby": "h-" + type },
      h("h2", { id: "h-" + type }, title), ...content);
  const badge = (risk, small) => h("span", { class: "badge " + (small ? "small " : "") + "risk-" + risk }, risk);
  const muted = (text) => h("span", { class: "muted" }, text);
  const list = (items, fn, cls) => h("ul", cls ? { class: cls } : {}, (items || []).map((x) => h("li", {}, fn(x))));
  const fact = (label, value) => h("div", {}, h("dt", {}, label), h("dd", {}, value));
  const tableWrap = (table) => h("div", { class: "table-wrap" }, table);
  const HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"];
  // issueList mirrors the "issues" template: rule links, messages, glossary terms.
  const issueList = (issues) => (issues || []).length
    ? list(issues, (is) => {
      const term = ruleTerms[is.rule];
      return [h("a", { class: "rule", href: safeHref(is.href) }, is.rule), " ",
        h("span", { class: "issue-message" }, reveal(is.message)),
        term ? [" ", h("a", { class: "term", href: "/reference/" + encodeURIComponent(term[0]) }, "about: " + term[1])] : null];
    }, "issues")
    : muted("none");

  const renderers = {
    summary(b) {
      const counts = ["high", "medium", "low"].map((l) =>
        h("li", {}, h("span", { class: "badge risk-" + l }, ((b.riskCounts || {})[l] || 0) + " " + l)));
      return section("summary", "Summary", h("p", { class: "summary-text" }, reveal(b.text)),
        b.mode === "registry" ? null : h("ul", { class: "counts", "aria-label": "Tools by risk" }, counts));
    },
    warnings(b) {
      const el = section("warnings", "", list(b.items, reveal));
      el.querySelector("h2").append(h("span", { class: "warn-icon", "aria-hidden": "true" }, "!"), " Warnings");
      return el;
    },
    server(b) {
      const s = b.server || {};
      const rows = [];
      if (s.url) rows.push(fact("URL", h("code", {}, reveal(s.url))));
      if (s.name) rows.push(fact("Name", reveal(s.name)));
      if (s.version) rows.push(fact("Version", reveal(s.version)));
      if (s.protocolVersion) rows.push(fact("Protocol version", reveal(s.protocolVersion)));
      if (b.connection && b.connection.text) rows.push(fact("Measured", reveal(b.connection.text)));
      if (b.connection && b.connection.probesText) rows.push(fact("Consistency", reveal(b.connection.probesText)));
      if (s.authRequired) rows.push(fact("Authorisation", reveal(s.authRequired)));
      if (s.capabilities && s.capabilities.length) rows.push(fact("Capabilities", s.capabilities.map((c) => [h("span", { class: "chip" }, reveal(c)), " "])));
      if (s.instructions) {
        const row = fact("Instructions", reveal(s.instructions));
        row.querySelector("dd").className = "desc";
        rows.push(row);
      }
      return section("server", "Server", h("dl", { class: "facts" }, rows));
    },
    tools(b) {
      const rows = b.rows || [];
      if (!rows.length) return section("tools", "Tools", h("p", { class: "muted" }, "The server lists no tools."));
      const head = h("thead", {}, h("tr", {}, ["Tool", "Capabilities", "Risk", "Annotations", "Issues"].map((c) => h("th", { scope: "col" }, c))));
      const body = h("tbody", {}, rows.map((t) => {
        const ann = t.annotations || {};
        const hints = h("dl", { class: "hints" }, HINTS.map((n) => {
          const v = ann[n];
          const state = v === true ? "true" : v === false ? "false" : "unset";
          return h("div", {}, h("dt", {}, n), h("dd", { class: "hint-" + state }, state === "unset" ? "not sent" : state));
        }));
        const issues = issueList(t.issues);
        const caps = (t.capabilities || []).length
          ? t.capabilities.map((c) => [h("span", { class: "chip cap-" + c }, c), " "])
          : muted("none inferred");
        return h("tr", { class: "tool-row", "data-risk": t.risk },
          h("th", { scope: "row", class: "tool-cell" },
            h("code", { class: "tool-name" }, reveal(t.name)),
            t.title ? h("span", { class: "tool-title" }, reveal(t.title)) : null,
            t.description ? h("span", { class: "desc" }, reveal(t.description)) : null),
          h("td", { "data-label": "Capabilities" }, caps),
          h("td", { "data-label": "Risk" }, badge(t.risk)),
          h("td", { "data-label": "Annotations" }, hints),
          h("td", { "data-label": "Issues" }, issues));
      }));
      return section("tools", "Tools", tableWrap(h("table", { class: "tools" }, head, body)));
    },
    permissions(b) {
      const el = section("permissions", "Permissions",
        h("p", { class: "muted" }, "Which capability each tool has, as inferred from its name and description."));
      if (!(b.rows || []).length) return el;
      const caps = b.capabilities || [];
      const head = h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Tool"),
        caps.map((c) => h("th", { scope: "col" }, h("span", { class: "cap-head" }, c)))));
      const body = h("tbody", {}, b.rows.map((r) => h("tr", {},
        h("th", { scope: "row" }, h("code", {}, reveal(r.tool)), " ", badge(r.risk, true)),
        (r.cells || []).map((yes) => yes
          ? h("td", { class: "yes" }, h("span", { "aria-hidden": "true" }, "●"), h("span", { class: "sr-only" }, "yes"))
          : h("td", { class: "no" }, h("span", { class: "sr-only" }, "no"))))));
      el.appendChild(tableWrap(h("table", { class: "matrix" }, head, body)));
      return el;
    },
    changes(b) {
      if (!b.previousCheck) return section("changes", "Changes", h("p", {}, "First check of this server: there is nothing to compare with yet."));
      const col = (title, names) => h("div", {}, h("h3", {}, title),
        (names || []).length ? list(names, (n) => h("code", {}, reveal(n))) : h("p", { class: "muted" }, "none"));
      const classified = (b.classified || []).length
        ? [h("h3", {}, "What changed means"), list(b.classified, (c) => [badge(c.severity, true), " ",
          h("a", { href: safeHref(c.href) }, h("code", {}, c.rule)), " ", reveal(c.message)], "drift")]
        : null;
      return section("changes", "Changes",
        h("p", {}, "Compared with the check of ", h("time", { datetime: b.previousCheck }, b.previousCheck), "."),
        classified,
        h("div", { class: "changes" }, col("Added", b.added), col("Removed", b.removed), col("Changed", b.changed)));
    },
    resources(b) {
      const head = h("thead", {}, h("tr", {}, ["Name", "URI", "MIME type", "Issues"].map((c) => h("th", { scope: "col" }, c))));
      const body = h("tbody", {}, (b.items || []).map((r) => h("tr", { class: "item-row" },
        h("td", {}, reveal(r.name)), h("td", {}, h("code", {}, reveal(r.uri))),
        h("td", {}, r.mimeType ? reveal(r.mimeType) : muted("not given")),
        h("td", { "data-label": "Issues" }, issueList(r.issues)))));
      return section("resources", "Resources", tableWrap(h("table", {}, head, body)));
    },
    apps(b) {
      const head = h("thead", {}, h("tr", {}, ["Tool", "View", "Visibility", "May reach", "Risk", "Issues"].map((c) => h("th", { scope: "col" }, c))));
      const body = h("tbody", {}, (b.rows || []).map((r) => h("tr", { class: "item-row" },
        h("td", {}, h("code", {}, reveal(r.tool))),
        h("td", {}, r.resourceUri ? h("code", {}, reveal(r.resourceUri)) : muted("none")),
        h("td", {}, r.visibility ? reveal(r.visibility.join(", ")) : muted("model, app (default)")),
        h("td", {}, h("ul", { class: "reach" }, (r.reach || []).map((line) => h("li", {}, reveal(line))))),
        h("td", {}, badge(r.risk)),
        h("td", { "data-label": "Issues" }, issueList(r.issues)))));
      return section("apps", "MCP Apps", tableWrap(h("table", {}, head, body)));
    },
    prompts(b) {
      return section("prompts", "Prompts", h("dl", { class: "facts" }, (b.items || []).map((p) =>
        h("div", { class: "item-row" }, h("dt", {}, h("code", {}, reveal(p.name))),
          h("dd", { class: "desc" }, p.description ? reveal(p.description) : muted("no description")),
          (p.issues || []).length ? h("dd", {}, issueList(p.issues)) : null))));
    },
    directory(b) {
      const failed = b.failed || 0;
      return section("directory", "Directory readiness",
        h("p", {}, b.pass ? "Every tool has what client directories check before listing a server."
          : failed + (failed === 1 ? " item fails" : " items fail") + " what client directories check before listing a server."),
        h("ul", { class: "directory" }, (b.tools || []).map((t) => h("li", {},
          h("code", {}, reveal(t.name)), " ", h("span", { class: "badge small " + (t.pass ? "risk-low" : "risk-high") }, t.pass ? "pass" : "fail"),
          h("ul", {}, (t.items || []).map((it) => h("li", {}, it.pass ? "✓" : "✗", " ",
            h("a", { href: safeHref(it.href) }, h("code", {}, it.rule)), " ", reveal(it.detail))))))));
    },
    registry(b) {
      const items = b.items || [];
      if (!items.length) return section("registry", "MCP Registry", h("p", { class: "muted" }, "No servers matched."));
      return section("registry", "MCP Registry", h("ul", { class: "registry" }, items.map((s) => h("li", { class: "registry-item" },
        h("h3", {}, h("code", {}, reveal(s.name)), s.version ? [" ", h("span", { class: "muted" }, reveal(s.version))] : null),
        s.description ? h("p", { class: "desc" }, reveal(s.description)) : null,
        s.repository ? h("p", {}, "Repository: ", safeHref(s.repository) ? h("a", { href: safeHref(s.repository), rel: "noreferrer" }, reveal(s.repository)) : reveal(s.repository)) : null,
        (s.remotes || []).length ? h("ul", { class: "remotes" }, s.remotes.map((u) => h("li", {},
          h("form", { class: "inspect", method: "get", action: "/" },
            h("input", { type: "hidden", name: "mode", value: "connect" }),
            h("input", { type: "hidden", name: "url", value: u }),
            h("button", { type: "submit", class: "inspect-btn", "data-url": u }, "Inspect"), " ",
            h("code", {}, reveal(u)))))) : null,
        (s.packages || []).length ? h("p", {}, "Packages: ", s.packages.map((p) => [h("code", { class: "chip" }, reveal(p)), " "])) : null))));
    },
  };

  function renderResult(envelope, input) {
    const frag = document.createDocumentFragment();
    for (const b of envelope.presentation || []) {
      const fn = Object.prototype.hasOwnProperty.call(renderers, b.type) ? renderers[b.type] : null;
      if (fn) frag.appendChild(fn(b)); // unknown block types are ignored
    }
    const share = shareURL(input);
    if (share) {
      frag.appendChild(h("p", { class: "share" }, "Link to this check: ",
        h("a", { href: share, id: "share-link" }, location.origin + share)));
      history.replaceState(null, "", share);
    }
    result.replaceChildren(frag);
  }

  function shareURL(input) {
    const q = new URLSearchParams({ mode: input.mode });
    if (input.mode === "connect" && input.url) q.set("url", input.url);
    else if (input.mode === "registry" && input.search) q.set("search", input.search);
    else return "";
    if (!input.remember) q.set("remember", "false");
    return "/?" + q.toString();
  }

  // ---- errors next to the form -------------------------------------------

  function clearProblem() {
    problemBox.hidden = true;
    problemBox.replaceChildren();
    for (const el of form.querySelectorAll(".field-error")) el.textContent = "";
    for (const el of form.querySelectorAll("[aria-invalid]")) el.removeAttribute("aria-invalid");
  }

  function showProblem(p, status) {
    const code = p.code || (typeof p.type === "string" ? p.type.split("/").pop() : "");
    const fields = Array.isArray(p.errors) ? p.errors : [];
    problemBox.replaceChildren(
      h("h2", { class: "problem-title" }, p.title || "The check failed"),
      // Field errors are listed one by one; the detail only summarises them.
      fields.length
        ? h("ul", { class: "problem-fields" }, fields.map((f) =>
          h("li", {}, h("a", { href: "#f-" + f.field }, f.field), ": ", reveal(f.message))))
        : h("p", { class: "problem-detail" }, reveal(p.detail || "")),
      h("p", { class: "problem-meta" }, "HTTP " + status,
        code ? [" · ", h("a", { href: "/problems/" + encodeURIComponent(code) }, "what this means")] : null));
    problemBox.hidden = false;
    for (const f of fields) {
      const err = document.getElementById("f-" + f.field + "-error");
      if (err) err.textContent = (err.textContent ? err.textContent + "; " : "") + f.message;
      const input = document.getElementById("f-" + f.field);
      if (input) input.setAttribute("aria-invalid", "true");
    }
    result.replaceChildren();
  }

  // ---- submitting --------------------------------------------------------

  function inputFromForm() {
    const fd = new FormData(form);
    const mode = String(fd.get("mode") || "connect");
    const url = String(fd.get("url") || "").trim();
    const tools = String(fd.get("toolsJson") || "");
    const search = String(fd.get("search") || "");
    const input = { mode, remember: form.elements.remember.checked };
    if (mode === "paste") {
      if (url) input.url = url;
      if (tools.trim()) input.toolsJson = tools;
    } else if (mode === "registry") {
      if (search.trim()) input.search = search;
    } else if (url) {
      input.url = url;
    }
    return input;
  }

  form.addEventListener("submit", async (ev) => {
    ev.preventDefault();
    const input = inputFromForm();
    clearProblem();
    submitBtn.disabled = true;
    result.setAttribute("aria-busy", "true");
    statusEl.textContent = "Checking…";
    try {
      let resp;
      try {
        resp = await fetch("/api/v1/calculate", {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json, application/problem+json" },
          body: JSON.stringify(input),
        });
      } catch (e) {
        showProblem({ title: "The explorer could not be reached", detail: "Check your connection and try again." }, 0);
        statusEl.textContent = "";
        return;
      }
      let data;
      try { data = await resp.json(); } catch (e) { data = null; }
      if (!resp.ok || !data) {
        showProblem(data || { title: "Unexpected answer", detail: "The explorer answered with HTTP " + resp.status + "." }, resp.status);
        statusEl.textContent = "";
        return;
      }
      renderResult(data, input);
      statusEl.textContent = "Done.";
    } finally {
      submitBtn.disabled = false;
      result.removeAttribute("aria-busy");
    }
  });

  // ---- files: drop on the box or choose one --------------------------------

  function loadFile(file) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      showProblem({ title: "File too large", detail: "The file has " + file.size + " bytes; the limit is " + MAX_FILE_BYTES + "." }, 413);
      return;
    }
    file.text().then((text) => {
      textarea.value = text;
      fileInput.value = "";
      const paste = document.getElementById("mode-paste");
      if (paste) paste.checked = true;
      statusEl.textContent = "Loaded " + file.name + ".";
    });
  }

  if (textarea && fileInput) {
    fileInput.addEventListener("change", () => loadFile(fileInput.files[0]));
    textarea.addEventListener("dragover", (ev) => { ev.preventDefault(); textarea.classList.add("dragover"); });
    textarea.addEventListener("dragleave", () => textarea.classList.remove("dragover"));
    textarea.addEventListener("drop", (ev) => {
      textarea.classList.remove("dragover");
      const file = ev.dataTransfer && ev.dataTransfer.files[0];
      if (file) { ev.preventDefault(); loadFile(file); }
    });
  }

  // ---- registry hits: Inspect fills the connect form -------------------------

  result.addEventListener("click", (ev) => {
    const btn = ev.target.closest(".inspect-btn");
    if (!btn) return;
    ev.preventDefault();
    document.getElementById("mode-connect").checked = true;
    const url = document.getElementById("f-url");
    url.value = btn.dataset.url || "";
    url.focus();
    url.scrollIntoView({ block: "center" });
    statusEl.textContent = "The server URL is filled in; press Check to inspect it.";
  });
})();
