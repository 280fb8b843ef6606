// belote-learn card table: the front end of belote_learn.widgets.table.CardTable (anywidget).
//
// Python owns every piece of state; this file only draws the "scene" it sends (a list of frames
// shown one after another at the chosen pace, the last one staying) and sends back what the user
// clicked, tagged with the scene's number so that the kernel drops anything aimed at an older one.
// While a frame is not the last one (the bots are playing) or a request is on its way, the hand is
// inactive: clicks and keys on it do nothing (they are not queued).

// The words the table says come from Python, in the table's language: the scene's "words" (see
// belote_learn/widgets/table.py, table_words). These English ones are the fallback for a scene sent
// without them; card codes ("JH") stay language-neutral in data-card.
const SUIT_SYMBOLS = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
const EN_RANKS = { "7": "seven", "8": "eight", "9": "nine", "10": "ten", J: "jack", Q: "queen", K: "king", A: "ace" };
const EN_SUITS = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const EN_SEATS = { N: "North", E: "East", S: "South", W: "West" };
const EN_WORDS = {
  faces: { J: "J", Q: "Q", K: "K", A: "A" },
  played_by: Object.fromEntries(Object.entries(EN_SEATS).map(([k, v]) => [k, `${v} played`])),
  legal: "legal",
  illegal: "not legal",
  selected: "selected",
  recommended: "recommended",
  winning: "winning",
  badge_best: "\u2605 best",
  badge_wins: "wins",
  to_play: "to play",
  waiting: "waiting",
  your_hand: "Your hand",
  your_call: "Your call",
  your_call_is: "Your call: {call}",
  bid_value: "Bid value",
  trick: "The trick on the table",
  pack: "The pack",
  turn_up: "Turn-up",
};
const EN_COUNT = (n) => `${n} card${n === 1 ? "" : "s"}`;
const EN_HAND_ROW = (label, n, waiting) => `${label}: ${EN_COUNT(n)}${waiting ? ", waiting" : ""}`;
// "jack of hearts": the name of the card in the words given (a scene's "words"), else the English one
export function cardName(code, words) {
  const names = (words && words.cards) || {};
  if (names[code]) return names[code];
  const { rank, suit } = split(code);
  return `${EN_RANKS[rank] || rank} of ${EN_SUITS[suit] || suit}`;
}
// (the end of the English fallback: below, every word comes from the scene's words)

// The words of one table (a scene's "words"; each table keeps its own: two tables of one page may speak two
// languages), the English ones where the scene has none
function makeWords(words) {
  const w = words || {};
  const get = (key) => (w[key] === undefined || w[key] === null ? EN_WORDS[key] : w[key]);
  return {
    get,
    // "jack of hearts" (in French "valet de cœur")
    card: (code) => cardName(code, w),
    // the rank as written on the card: J Q K A in English, V D R A in French; 7 to 10 as they are
    face: (rank) => (get("faces") || {})[rank] || EN_WORDS.faces[rank] || rank,
    // "North played" (in French "Nord a joué"), before a trick card's name
    playedBy: (seat) => (get("played_by") || {})[seat] || EN_WORDS.played_by[seat] || seat,
    // "8 cards" (a seat's hidden cards: key "cards_count"), or the hand's row "Your hand (South): 8 cards" (key
    // "hand_row", and "hand_row_waiting": the same, ", waiting"): the wording for each count is Python's,
    // its {hand} slot filled with the hand's label here
    count(key, n, label) {
      const list = w[key];
      if (Array.isArray(list) && typeof list[n] === "string") return fill(list[n], { hand: label });
      return key === "cards_count" ? EN_COUNT(n) : EN_HAND_ROW(label, n, key === "hand_row_waiting");
    },
  };
}

// a template of the words with its {slots} filled: the template, and the place of each slot in it, are the
// catalogue's (Python renders the message with the slot left in it)
function fill(template, values) {
  return String(template).replace(/\{(\w+)\}/g, (m, k) => (k in values ? String(values[k]) : m));
}

// below this width the centre (430 px, the four trick cards side by side) and two 110 px seats do not fit
const NARROW_PX = 680;
// the table's own width (table.css max-width) and the screen it was laid out for (a projector's 1024x768):
// with more room than that (1400x1000, a wide projector), the whole table, cards and text, scales up
const BASE_PX = 1040;
const BASE_H = 768;
const MAX_SCALE = 1.5;

// the teams' short names ("N-S", "E-W") never break at their hyphen: each one, wherever the table says it
// (status, message, corners, result), goes in a no-wrap span; the words themselves are unchanged
const TEAMS_RE = /\b(?:N-S|E-W|E-O)\b/g; // E-O: East-West in French (Est-Ouest)
function keepTeamsWhole(root) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    TEAMS_RE.lastIndex = 0;
    if (TEAMS_RE.test(n.data) && !(n.parentElement && n.parentElement.classList.contains("blt-team"))) found.push(n);
  }
  for (const n of found) {
    const parts = [];
    let last = 0;
    n.data.replace(TEAMS_RE, (m, at) => {
      if (at > last) parts.push(document.createTextNode(n.data.slice(last, at)));
      parts.push(h("span", { class: "blt-nowrap blt-team", text: m }));
      last = at + m.length;
      return m;
    });
    if (last < n.data.length) parts.push(document.createTextNode(n.data.slice(last)));
    n.replaceWith(...parts);
  }
}

function h(tag, attrs, ...kids) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "text") el.textContent = v;
    else if (k === "html") el.innerHTML = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : String(v));
  }
  for (const kid of kids.flat()) {
    if (kid === null || kid === undefined || kid === false) continue;
    el.append(kid instanceof Node ? kid : document.createTextNode(String(kid)));
  }
  return el;
}

function split(code) {
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

// One card face. spec: {c: "JH", legal: true|false|null, sel, hint, win, note}; opts.tag "button"|"div",
// opts.words the table's words (makeWords), opts.who the seat that played it ("N").
function cardFace(spec, opts) {
  const W = opts.words || makeWords();
  const { rank, suit } = split(spec.c);
  const sym = SUIT_SYMBOLS[suit] || "?";
  const letter = W.face(rank);
  const words = [W.card(spec.c)];
  if (opts.who) words.unshift(W.playedBy(opts.who));
  if (spec.legal === true) words.push(W.get("legal"));
  if (spec.legal === false) words.push(W.get("illegal"));
  if (spec.sel) words.push(opts.selWord || W.get("selected"));
  if (spec.hint) words.push(W.get("recommended"));
  if (spec.win) words.push(W.get("winning"));
  if (spec.note) words.push(spec.note);
  const cls = ["blt-card", `blt-s-${suit}`];
  if (spec.legal === true) cls.push("blt-legal");
  if (spec.legal === false) cls.push("blt-illegal");
  if (spec.sel) cls.push("blt-sel");
  if (spec.hint) cls.push("blt-hint");
  if (spec.win) cls.push("blt-win");
  if (opts.mini) cls.push("blt-mini");
  if (spec.placed) cls.push("blt-placed");
  const face = ["J", "Q", "K"].includes(rank);
  const idx = (extra) =>
    h("span", { class: `blt-idx ${extra}`, "aria-hidden": "true" }, h("b", { text: letter }), h("i", { text: sym }));
  const kids = [idx("")];
  if (!opts.mini) {
    kids.push(
      h(
        "span",
        { class: `blt-pip${face ? " blt-face" : ""}`, "aria-hidden": "true" },
        face ? h("b", { text: letter }) : null,
        h("i", { text: sym })
      )
    );
  }
  let badge = null;
  if (spec.hint) badge = W.get("badge_best");
  else if (spec.win) badge = spec.win === true ? W.get("badge_wins") : spec.win;
  else if (spec.sel && opts.selBadge) badge = opts.selBadge;
  else if (spec.placed) badge = spec.placed;
  else if (spec.legal === false && opts.interactive) badge = "\u2715";
  if (badge) kids.push(h("span", { class: "blt-badge", "aria-hidden": "true", text: badge }));
  const attrs = {
    class: cls.join(" "),
    "data-card": spec.c,
    "aria-label": words.join(", "),
    title: words.join(", "),
  };
  if (spec.legal === true || spec.legal === false) attrs["data-legal"] = String(spec.legal);
  if (spec.hint) attrs["data-hint"] = "true";
  if (opts.tag === "button") {
    attrs.type = "button";
    attrs.tabindex = "-1";
  } else {
    attrs.role = "img";
  }
  return h(opts.tag || "div", attrs, ...kids);
}

function backs(n, vertical) {
  const fan = h("div", { class: `blt-fan${vertical ? " blt-fan-v" : ""}`, "aria-hidden": "true" });
  for (let i = 0; i < n; i++) fan.append(h("div", { class: "blt-back" }));
  return fan;
}

function render({ model, el }) {
  let timer = null;
  let pending = false; // a click was sent and the kernel has not answered yet
  let shown = null; // the frame on screen
  let interactive = false;
  let focusWanted = null; // {region, index}
  let bidValue = null; // the value chosen in a bidding box of points (coinche)
  let bidKey; // the frame.calls_key that value was chosen under
  let W = makeWords(); // the words of the scene on screen, in the table's language (set by play())

  const root = h("div", { class: "blt", "data-region": "table" });
  el.append(root);

  // Every frame is drawn afresh. A press that starts on a button and ends on the same button drawn anew
  // (the next of the bots' cards, or a redraw of this table's own, came between the two) is a click the
  // browser drops, since the two halves of it landed on different elements: it is given back here, on
  // the new button, unless the browser did deliver a click. Only within one scene: a press begun on an
  // older scene is dropped, as the kernel drops a click aimed at an older scene (so the second half of a
  // double click is not a new click on the answer to the first). The handlers then judge it as any click.
  const seqNow = () => (model.get("scene") || {}).seq;
  const pressKey = (t) => {
    const b = t && t.closest ? t.closest("button[data-id], button[data-card]") : null;
    return b && root.contains(b) ? { b, key: `${b.dataset.nav || ""}|${b.dataset.id || ""}|${b.dataset.card || ""}` } : null;
  };
  let pressed = null;
  root.addEventListener("pointerdown", (ev) => {
    pressed = pressKey(ev.target);
    if (pressed) pressed.seq = seqNow();
  });
  root.addEventListener("pointerup", (ev) => {
    const was = pressed;
    pressed = null;
    const now = pressKey(ev.target);
    if (!was || was.b.isConnected || !now || now.key !== was.key || seqNow() !== was.seq) return;
    const count = pressCount; // the press's place in a burst of clicks (its mousedown came before this)
    let clicked = false;
    const seen = (e) => (clicked = clicked || now.b.contains(e.target));
    root.addEventListener("click", seen, true);
    setTimeout(() => {
      root.removeEventListener("click", seen, true);
      if (!clicked && now.b.isConnected && !now.b.disabled && seqNow() === was.seq) {
        givenBack = count;
        try {
          now.b.click();
        } finally {
          givenBack = 0;
        }
      }
    }, 0);
  });

  // A double click is one press. A mouse click's count (event.detail: 1, then 2 for the second click of a
  // double click, 3...) says where it stands in a burst of clicks, and a burst starts with a press of count
  // 1. A click after the first of its burst acts only if no click of that burst has acted: the second click
  // of a double click whose first was sent is dropped (the kernel may have answered in between, and the
  // second click would act on the answer: a second card played), while one whose first was ignored (the
  // table was busy) acts. Keys (Enter, Space) and clicks from code have count 0: each acts on its own. The
  // toggles drawn here (Last trick, Four colours) toggle at every click.
  let pressCount = 0; // the count of the last mouse press (mousedown.detail)
  let burstActed = false; // a click of the burst under way has acted
  let givenBack = 0; // while a dropped click is given back (above): the count of the press it completes
  const onPress = (ev) => {
    pressCount = ev.detail;
    if (ev.detail <= 1) burstActed = false;
  };
  const doc = root.ownerDocument;
  doc.addEventListener("mousedown", onPress, true);
  const repeated = (ev) => ((ev && ev.detail) || givenBack) > 1 && burstActed;
  const acted = () => (burstActed = true);

  function send(msg) {
    if (pending) return;
    pending = true;
    acted();
    model.send({ ...msg, seq: model.get("scene").seq });
    draw();
  }

  function rememberFocus() {
    const a = root.ownerDocument.activeElement;
    if (a === root) return; // parked while the bots play: keep what the user was on
    if (a && root.contains(a) && a.dataset && a.dataset.nav) {
      const list = [...root.querySelectorAll(`[data-nav="${a.dataset.nav}"]`)];
      focusWanted = { nav: a.dataset.nav, index: list.indexOf(a) };
    } else if (a && root.contains(a) && a.dataset && a.dataset.id) {
      focusWanted = { id: a.dataset.id };
    }
  }

  // the card a keyboard user starts on: the first one you may play when legality is shown (not "ace of
  // spades, not legal" with the legal cards at the other end), else the first card
  function firstCard() {
    return root.querySelector('[data-nav="hand"][data-legal="true"]') || root.querySelector('[data-nav="hand"]');
  }

  function restoreFocus() {
    if (!focusWanted) return;
    let target = null;
    if (focusWanted.nav) {
      const list = [...root.querySelectorAll(`[data-nav="${focusWanted.nav}"]`)];
      if (list.length) target = list[Math.min(Math.max(focusWanted.index, 0), list.length - 1)];
      else if (!interactive) target = root; // no card left and the bots are playing: wait on the table
      else if (focusWanted.nav === "calls" && root.querySelector('[data-nav="hand"]')) target = firstCard(); // the auction is over: on to the cards
      else
        target =
          root.querySelector(".blt-bidding button:not([disabled])") ||
          root.querySelector(".blt-buttons .blt-primary:not([disabled])") ||
          root.querySelector(".blt-buttons button:not([disabled])");
    } else if (focusWanted.id) {
      target = root.querySelector(`[data-id="${focusWanted.id}"]`);
      if (!target || target.disabled) target = firstCard();
    }
    if (target === root) {
      root.tabIndex = -1;
      root.focus({ preventScroll: true });
    } else if (target) {
      if (target.dataset && target.dataset.nav === "hand") root.querySelectorAll('[data-nav="hand"]').forEach((b) => (b.tabIndex = -1)); // one Tab stop
      target.tabIndex = 0;
      target.focus({ preventScroll: true });
    }
  }

  // arrow keys move between the cards of one row (roving tabindex); Enter or Space clicks
  function keyNav(ev) {
    const t = ev.target;
    if (!t.dataset || !t.dataset.nav) return;
    const list = [...root.querySelectorAll(`[data-nav="${t.dataset.nav}"]`)].filter((b) => !b.disabled);
    if (!list.length) return; // the calls are disabled while the bots bid
    let i = list.indexOf(t);
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[ev.key];
    const cols = Number(t.dataset.cols || 0);
    if (step !== undefined) {
      i += cols && (ev.key === "ArrowDown" || ev.key === "ArrowUp") ? step * cols : step;
    } else if (ev.key === "Home") i = 0;
    else if (ev.key === "End") i = list.length - 1;
    else return;
    ev.preventDefault();
    i = Math.min(Math.max(i, 0), list.length - 1);
    if (t.dataset.nav !== "calls") list.forEach((b, j) => (b.tabIndex = j === i ? 0 : -1)); // the calls stay on Tab too
    list[i].focus();
  }

  function cardRow(cards, region, opts) {
    const row = h("div", {
      class: `blt-row blt-row-${region}`,
      role: "group",
      "aria-label": opts.label,
      onkeydown: keyNav,
    });
    cards.forEach((spec, i) => {
      const b = cardFace(spec, { words: W, tag: "button", interactive: opts.active, selBadge: opts.selBadge, selWord: opts.selWord, mini: opts.mini });
      b.dataset.nav = region;
      if (opts.cols) b.dataset.cols = String(opts.cols);
      b.tabIndex = i === 0 ? 0 : -1;
      if (!opts.active) b.setAttribute("aria-disabled", "true");
      b.addEventListener("click", (ev) => {
        if (repeated(ev)) return; // the second click of a double click that played: one press plays one card
        if (!opts.active || !interactive || pending) return; // ignored, not queued
        rememberFocus();
        send({ kind: "card", card: spec.c, zone: region });
      });
      row.append(b);
    });
    return row;
  }

  function seatBox(code, seat, frame) {
    const cls = ["blt-seat", `blt-seat-${code}`];
    if (frame.to_play === code) cls.push("blt-to-play");
    const tags = (seat.tags || []).map((t) => h("span", { class: "blt-tag", text: t }));
    if (frame.to_play === code && code !== "S") tags.push(h("span", { class: "blt-tag blt-tag-turn", text: `\u25B6 ${W.get("to_play")}` }));
    const kids = [h("div", { class: "blt-seat-name" }, h("span", { text: seat.name }), ...tags)];
    if (seat.cards) {
      kids.push(h("div", { class: "blt-open" }, seat.cards.map((c) => cardFace({ c }, { words: W, mini: true, who: null }))));
    } else if (seat.backs !== null && seat.backs !== undefined) {
      kids.push(
        h(
          "div",
          { class: "blt-backs" },
          backs(seat.backs, false),
          h("span", { class: "blt-count", text: W.count("cards_count", seat.backs) })
        )
      );
    }
    if (seat.call) kids.push(h("div", { class: "blt-call-bubble", text: seat.call, "data-call": seat.call }));
    return h("div", { class: cls.join(" "), "data-seat": code, "aria-label": seat.name }, ...kids);
  }

  // during an auction with nothing in the centre (coinche: no turn-up), the bidding box sits in the
  // table's empty centre (the table keeps its height and the calls are where the eyes are)
  function callsGoInCentre(frame) {
    return !!(frame.calls && frame.calls.length && frame.phase === "bidding" && !frame.turn_up &&
      !(frame.trick || []).length && !(model.get("show_last") && frame.last_trick));
  }

  function biddingBox(frame) {
    const calls = h("div", { class: "blt-bidding", "data-region": "bidding", role: "group", "aria-label": W.get("your_call"), onkeydown: keyNav });
    const open = interactive && !pending && frame.calls_active !== false;
    // bids of points (coinche): a value, then one button a suit, instead of forty buttons
    const groups = [...new Set(frame.calls.filter((c) => c.group).map((c) => c.group))];
    // a new choice (a new game or hand, or calls made since: frame.calls_key) starts from the smallest bid,
    // never from a value chosen in an auction before (110 was once offered where 80 was the floor)
    if (frame.calls_key !== undefined && frame.calls_key !== bidKey) {
      bidKey = frame.calls_key;
      bidValue = null;
    }
    if (groups.length && !groups.includes(bidValue)) bidValue = groups[0];
    let groupDone = false;
    for (const c of frame.calls) {
      if (c.group) {
        if (groupDone) continue;
        groupDone = true;
        const select = h(
          "select",
          {
            class: "blt-bidvalue",
            "aria-label": W.get("bid_value"),
            "data-id": "bid-value",
            disabled: !open,
            onchange: (ev) => {
              bidValue = ev.target.value;
              rememberFocus();
              draw();
            },
          },
          groups.map((g) => h("option", { value: g, text: g, selected: g === bidValue }))
        );
        calls.append(
          h("span", { class: "blt-bidgroup" }, select, frame.calls.filter((x) => x.group === bidValue).map((b) => callButton(b, open)))
        );
        continue;
      }
      calls.append(callButton(c, open));
    }
    return calls;
  }

  function centre(frame) {
    const showLast = model.get("show_last") && frame.last_trick;
    const box = h("div", { class: "blt-centre", "data-region": "trick", "aria-label": W.get("trick") });
    if (showLast) {
      const lt = frame.last_trick;
      box.classList.add("blt-showing-last");
      for (const p of lt.cards) {
        box.append(h("div", { class: `blt-spot blt-spot-${p.seat}`, "data-seat": p.seat }, cardFace({ c: p.card, win: p.seat === lt.winner }, { words: W, who: p.seat })));
      }
      box.append(h("div", { class: "blt-centre-note blt-last-note", text: lt.label }));
      return box;
    }
    if (frame.turn_up) {
      box.append(
        h(
          "div",
          { class: "blt-turnup" },
          cardFace({ c: frame.turn_up }, { words: W, who: null }),
          h("div", { class: "blt-turnup-label", text: frame.turn_up_label || W.get("turn_up") })
        )
      );
    }
    // a quiz may ask for a card of the trick ("which card broke a rule?"): its cards are then buttons,
    // reached with the arrow keys like a hand's
    const pick = frame.pick === "trick";
    const open = pick && interactive && !pending;
    if (pick) {
      box.addEventListener("keydown", keyNav);
      box.setAttribute("role", "group");
    }
    (frame.trick || []).forEach((p, i) => {
      const spec = { c: p.card, win: p.seat === frame.winner ? frame.winner_badge || true : false, legal: p.legal, sel: p.sel, note: p.note };
      const face = cardFace(spec, { words: W, who: p.seat, tag: pick ? "button" : "div", interactive: pick, selBadge: p.sel_badge, selWord: p.sel_word });
      if (pick) {
        face.dataset.nav = "trick";
        face.tabIndex = i === 0 ? 0 : -1;
        if (!open) face.setAttribute("aria-disabled", "true");
        face.addEventListener("click", (ev) => {
          if (repeated(ev)) return; // the second click of a double click that acted
          if (!interactive || pending) return; // ignored, not queued
          rememberFocus();
          send({ kind: "card", card: p.card, zone: "trick" });
        });
      }
      box.append(h("div", { class: `blt-spot blt-spot-${p.seat}`, "data-seat": p.seat }, face));
    });
    if (frame.centre_note && !(frame.trick || []).some((p) => p.seat === "S")) box.append(h("div", { class: "blt-centre-note", text: frame.centre_note }));
    return box;
  }

  function fitHand(row) {
    // overlap the cards a little when the row is narrower than the hand (cards keep their size)
    const cards = [...row.children];
    if (cards.length < 2) return;
    const w = row.clientWidth;
    const cw = cards[0].offsetWidth;
    if (!w || !cw) return;
    const gap = Math.min(8, (w - cards.length * cw) / (cards.length - 1));
    cards.forEach((c, i) => (c.style.marginLeft = i === 0 ? "0px" : `${Math.floor(gap)}px`));
  }

  function callButton(c, open) {
    return h("button", {
      type: "button",
      class: `blt-btn blt-callbtn${c.suit ? " blt-s-" + c.suit : ""}${c.hint ? " blt-hint-call" : ""}`,
      "data-call": c.id,
      "data-id": "call:" + c.id,
      "data-nav": "calls", // the arrow keys move between the calls, as between the cards of a hand
      "aria-label": c.hint ? [c.aria || c.label, W.get("recommended")].join(", ") : c.aria || c.label,
      "data-hint": c.hint ? "true" : null,
      title: c.aria || c.label,
      text: (c.hint ? "\u2605 " : "") + (c.group ? SUIT_SYMBOLS[c.suit] : c.label),
      disabled: !open,
      onclick: (ev) => {
        if (repeated(ev)) return; // the second click of a double click that called: one call
        if (!interactive || pending) return;
        rememberFocus();
        send({ kind: "call", id: c.id });
      },
    });
  }

  function buttonEl(b) {
    const local = { last: "show_last", "four-colour": "four_colour" }[b.id]; // toggled here, no kernel needed
    const isLast = !!local;
    const kept = model.get("pressed") || {}; // a toggle the kernel changed without a new scene
    const pressed = local ? model.get(local) : b.id in kept ? kept[b.id] : b.pressed;
    const enabled = b.enabled && (isLast || b.always || (interactive && !pending));
    return h("button", {
      type: "button",
      class: `blt-btn${b.primary ? " blt-primary" : ""}`,
      "data-id": b.id,
      "aria-pressed": pressed === undefined ? null : String(!!pressed),
      title: b.title || b.label,
      text: pressed && b.label_on ? b.label_on : b.label,
      disabled: !enabled,
      onclick: (ev) => {
        if (local) {
          model.set(local, !model.get(local));
          model.save_changes();
          return;
        }
        if (repeated(ev)) return; // the second click of a double click that pressed: one press, one action
        if (!(interactive && !pending) && !b.always) return;
        rememberFocus();
        if (b.thinking) {
          model.set("busy", b.thinking);
          model.save_changes();
        }
        if (b.always) {
          acted();
          model.send({ kind: "button", id: b.id, seq: model.get("scene").seq });
        } else send({ kind: "button", id: b.id });
      },
    });
  }

  // a narrow table (JupyterLab with its side bar open at 1024 px) draws the trick in a narrower centre
  function fitWidth() {
    fitScale();
    const w = root.clientWidth;
    root.classList.toggle("blt-narrow", w > 0 && w < NARROW_PX);
  }

  // a room wider than the table: scale it (CSS zoom: the layout, the cards' 100 px and the text together)
  // by the room's width over 1040 px, no more than the screen's height over 768 px allows (so that what
  // fits at 1024x768 fits here too), in steps of 5% so that a resize by a few pixels changes nothing
  function fitScale() {
    const room = el.clientWidth;
    const high = (root.ownerDocument.defaultView || window).innerHeight || BASE_H;
    let z = Math.min(room / BASE_PX, high / BASE_H, MAX_SCALE);
    z = z > 1.05 ? Math.floor(z * 20) / 20 : 1;
    const want = z > 1 ? String(z) : "";
    if (root.style.zoom !== want) {
      root.style.zoom = want;
      root.style.marginInline = z > 1 ? "auto" : ""; // centred in the room it grew into
    }
    root.dataset.scale = String(z);
  }

  function fitPack(row) {
    // a pack laid out in rows of 16 (two suits a row) that do not fit goes to rows of 8 (a suit a row)
    const want = Number(row.dataset.cols || 8);
    const first = row.querySelector(".blt-card");
    const cw = (first && first.offsetWidth) || 54;
    const gap = parseFloat(getComputedStyle(row).columnGap) || 4;
    const cols = want > 8 && row.clientWidth && row.clientWidth < want * (cw + gap) - gap ? 8 : want;
    row.style.gridTemplateColumns = `repeat(${cols}, ${cw}px)`;
    [...row.children].forEach((c) => (c.dataset.cols = String(cols)));
  }

  function draw() {
    const scene = model.get("scene") || {};
    const frame = shown || {};
    rememberFocus();
    root.replaceChildren();
    root.className = `blt blt-mode-${frame.mode || "game"}${model.get("four_colour") ? " blt-4c" : ""}`;
    fitWidth();
    root.dataset.seq = String(scene.seq || 0);
    root.dataset.state = interactive && !pending ? "ready" : "busy";
    if (frame.phase) root.dataset.phase = frame.phase;

    if ((frame.info || []).some((x) => !x.place) || (frame.top_buttons && frame.top_buttons.length)) {
      root.append(
        h(
          "div",
          { class: "blt-info" },
          (frame.info || []).filter((x) => !x.place).map((x) =>
            h("span", { class: `blt-chip${x.key ? " blt-chip-" + x.key : ""}` }, x.label ? h("span", { class: "blt-chip-label", text: x.label + " " }) : null, h("b", { text: x.value }))
          ),
          h("span", { class: "blt-top-buttons" }, (frame.top_buttons || []).map(buttonEl))
        )
      );
    }

    const felt = h("div", { class: "blt-felt" });
    // contract and score in the top corners of the felt, always in view
    for (const x of (frame.info || []).filter((i) => i.place)) {
      felt.append(
        h(
          "div",
          { class: `blt-corner blt-corner-${x.place} blt-chip-${x.key || "x"}`, "data-info": x.key || "" },
          h("div", { class: "blt-corner-label", text: x.label }),
          // a narrow corner wraps between "N-S 0 ·" and "E-W 0", never at a hyphen ("E-" / "W 0")
          h("div", { class: "blt-corner-value" }, String(x.value).split(" \u00B7 ").flatMap((part, i) =>
            [i ? " \u00B7 " : null, h("span", { class: "blt-nowrap", text: part })])),
          x.more ? h("div", { class: "blt-corner-more", text: x.more }) : null
        )
      );
    }
    const seats = frame.seats || {};
    for (const code of ["N", "W", "E"]) {
      if (seats[code]) felt.append(seatBox(code, seats[code], frame));
      else felt.append(h("div", { class: `blt-seat blt-seat-${code} blt-empty` }));
    }
    felt.append(centre(frame));
    if (callsGoInCentre(frame)) {
      const box = biddingBox(frame);
      box.classList.add("blt-bidding-centre");
      felt.append(box);
    }

    const hand = frame.hand || { cards: [] };
    const active = !!hand.active && interactive && !pending;
    const handBox = h("div", {
      class: `blt-hand${active ? " blt-active" : " blt-inactive"}${hand.mini ? " blt-hand-mini" : ""}`,
      "data-region": "hand",
      "data-active": String(active),
    });
    const south = seats.S || { name: hand.label || W.get("your_hand") };
    const tags = (south.tags || []).map((t) => h("span", { class: "blt-tag", text: t }));
    if (frame.status_kind === "wait" && (hand.cards || []).length) tags.push(h("span", { class: "blt-tag blt-tag-wait", text: W.get("waiting") }));
    // a finished hand: the score of the hand where the cards were (the table keeps its height)
    const result = !(hand.cards || []).length && frame.result ? frame.result : null;
    // your own call, in a bubble beside your name like the other seats' (an auction)
    const myCall = !result && south.call
      ? h("span", { class: "blt-call-bubble blt-call-bubble-S", "data-call": south.call, "data-seat": "S", "aria-label": fill(W.get("your_call_is"), { call: south.call }), text: south.call })
      : null;
    handBox.append(h("div", { class: "blt-hand-label" }, h("span", { text: result ? result.label : hand.label || south.name }), ...(result ? [] : tags), myCall));
    const row = cardRow(hand.cards || [], "hand", {
      active,
      label: W.count(active ? "hand_row" : "hand_row_waiting", (hand.cards || []).length, hand.label || W.get("your_hand")),
      selBadge: hand.sel_badge,
      selWord: hand.sel_word,
      mini: !!hand.mini,
    });
    if (result) {
      const panel = h("div", { class: "blt-result", "data-region": "breakdown", role: "group", "aria-label": result.label });
      panel.innerHTML = result.html; // built and escaped by Python
      handBox.classList.add("blt-hand-result");
      handBox.append(panel);
    } else {
      handBox.append(row);
      if (!(hand.cards || []).length) row.append(h("div", { class: "blt-empty-hand", text: hand.empty_text || "" }));
    }
    felt.append(handBox);
    root.append(felt);

    const bar = h("div", { class: "blt-bar" });
    const busy = model.get("busy");
    const status = h(
      "div",
      { class: `blt-status blt-status-${frame.status_kind || "info"}`, "data-region": "status", role: "status", "aria-live": "polite" },
      busy || frame.status_kind === "wait" ? h("span", { class: "blt-spinner", "aria-hidden": "true" }) : null,
      h("span", { class: "blt-status-text" }, busy || frame.status || "") // one flex item: the words wrap as text
    );
    root.append(status);
    const callsInCentre = callsGoInCentre(frame);
    if (frame.calls && frame.calls.length && !callsInCentre) bar.append(biddingBox(frame));
    const buttons = h("div", { class: "blt-buttons" });
    for (const b of frame.buttons || []) buttons.append(buttonEl(b));
    bar.append(buttons);
    root.append(bar);

    if (frame.pack) {
      const cols = frame.pack.cols || 8;
      const packRow = cardRow(frame.pack.cards, "pack", { active: interactive && !pending, label: frame.pack.label || W.get("pack"), mini: true, cols });
      packRow.dataset.cols = String(cols);
      packRow.style.gridTemplateColumns = `repeat(${cols}, var(--pw, 54px))`;
      root.insertBefore(
        h(
          "div",
          { class: "blt-pack", "data-region": "pack" },
          h(
            "div",
            { class: "blt-pack-head" },
            h("span", { class: "blt-pack-label", text: frame.pack.label || W.get("pack") }),
            (frame.pack.buttons || []).length ? h("span", { class: "blt-pack-buttons" }, frame.pack.buttons.map(buttonEl)) : null
          ),
          packRow
        ),
        felt
      );
    }
    const msg = h("div", { class: "blt-message", "aria-live": "polite" });
    if (frame.message) msg.innerHTML = frame.message;
    root.append(msg);
    const error = frame.error || model.get("error_text"); // a refusal the kernel sent without a new scene
    if (error) root.append(h("div", { class: "blt-error", role: "alert", text: error }));
    keepTeamsWhole(root);

    delete root.dataset.fitted; // this drawing is fitted to its room in the next frame
    requestAnimationFrame(() => {
      fitHand(row);
      const pack = root.querySelector(".blt-row-pack");
      if (pack) fitPack(pack);
      markFitted();
    });
    restoreFocus();
  }

  // data-fitted="W x H": the table as drawn is fitted (scale, narrow layout, hand and pack rows) to a room W px
  // wide in a window H px high; a test waits for it to match the room after a resize
  function markFitted() {
    const win = root.ownerDocument.defaultView || window;
    root.dataset.fitted = `${el.clientWidth}x${win.innerHeight}`;
  }

  function play() {
    clearTimeout(timer);
    const scene = model.get("scene") || {};
    const frames = scene.frames || [];
    W = makeWords(scene.words); // the table's words, in its language, come with every scene
    pending = false;
    // the last trick was a look back: once a card is played the table shows the trick being played again
    const trickOf = (f) => JSON.stringify((f && f.trick) || []);
    if (model.get("show_last") && shown && frames.length && trickOf(frames[0]) !== trickOf(shown)) {
      model.set("show_last", false);
      model.save_changes();
    }
    if (!frames.length) {
      shown = {};
      interactive = false;
      draw();
      return;
    }
    let i = 0;
    const step = () => {
      shown = frames[i];
      interactive = i === frames.length - 1;
      draw();
      if (i < frames.length - 1) {
        const hold = Math.max(0, Number(frames[i].hold || 0)) * 1000;
        i += 1;
        if (hold > 0) timer = setTimeout(step, hold);
        else step();
      }
    };
    step();
  }

  model.on("change:scene", play);
  model.on("change:four_colour", draw);
  model.on("change:show_last", draw);
  model.on("change:pressed", draw);
  model.on("change:error_text", draw);
  // a panel beside the table (the practice game's settings) just opened: bring it into view. It is
  // looked for in the widgets around the table, nearest first; its display may change after this message
  // (the layout's own message can come later, on a busy machine much later), so it is scrolled to as soon
  // as it has a size. data-revealed then says the reveal's number (a test waits for it)
  let revealWatch = null;
  model.on("change:reveal", () => {
    const want = model.get("reveal") || {};
    if (!want.selector) return;
    if (revealWatch) revealWatch.disconnect();
    revealWatch = null;
    const find = () => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const panel = up.querySelector(want.selector);
        if (panel) return panel;
      }
      return null;
    };
    const since = performance.now();
    const look = () => {
      const panel = find();
      if (!panel) {
        if (performance.now() - since < 30000) requestAnimationFrame(look); // not on the page yet: looked for again
        return;
      }
      const watch = new ResizeObserver(() => {
        if (!panel.getClientRects().length) return; // not displayed yet
        watch.disconnect();
        if (revealWatch === watch) revealWatch = null;
        panel.scrollIntoView({ block: "nearest", inline: "nearest" });
        root.dataset.revealed = String(want.n || 0);
      });
      revealWatch = watch;
      watch.observe(panel);
    };
    requestAnimationFrame(look);
  });
  // a round trip to the kernel, for tests and tools: a "blt-sync" event on the table (its detail a number n)
  // sends {kind: "sync", n}; the kernel, once it has handled every message sent before, sets `synced` to n,
  // and the table says data-synced="n" (all the kernel sent before that answer has arrived by then)
  root.addEventListener("blt-sync", (ev) => model.send({ kind: "sync", n: Number(ev.detail) || 0 }));
  model.on("change:synced", () => (root.dataset.synced = String(model.get("synced"))));
  model.on("change:busy", () => {
    if (!model.get("busy")) pending = false;
    draw();
  });
  const refit = () => {
    fitWidth();
    const row = root.querySelector(".blt-row-hand");
    if (row) fitHand(row);
    const pack = root.querySelector(".blt-row-pack");
    if (pack) fitPack(pack);
    markFitted();
  };
  const ro = new ResizeObserver(refit);
  ro.observe(root);
  ro.observe(el); // the room around the table (it stops at 1040 px: its own size no longer changes)
  // the scale also follows the window's height, which can change with the room's width unchanged
  const win = root.ownerDocument.defaultView || window;
  win.addEventListener("resize", refit);
  play();
  return () => {
    clearTimeout(timer);
    ro.disconnect();
    if (revealWatch) revealWatch.disconnect();
    win.removeEventListener("resize", refit);
    doc.removeEventListener("mousedown", onPress, true);
  };
}

export default { render };
