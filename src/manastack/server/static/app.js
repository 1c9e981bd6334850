// The browser client: the lobby, a game's table over one websocket per seat, replays.
// Everything here is a thin layer over the server's messages (manastack/server/app.py).
import { el, logItem, namesIn, playerPanel, playerRef, stackItems } from "./board.js";

const $ = (selector) => document.querySelector(selector);
const params = new URLSearchParams(location.search);

async function api(path, body) {
  const response = await fetch(path, body === undefined ? {} : {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body),
  });
  const data = await response.json();
  if (!response.ok) throw new Error(data.error || response.statusText);
  return data;
}

// -- hovers: a rule's text, a card's text ------------------------------------------------
const cache = new Map();
async function cached(path) {
  if (!cache.has(path)) cache.set(path, api(path).catch((e) => ({ error: e.message })));
  return cache.get(path);
}

function showTip(event, text) {
  const tip = $("#tip");
  tip.textContent = text;
  tip.hidden = false;
  tip.style.left = `${Math.min(event.clientX + 12, innerWidth - 360)}px`;
  tip.style.top = `${Math.min(event.clientY + 12, innerHeight - 160)}px`;
}

document.addEventListener("mouseover", async (event) => {
  const rule = event.target.closest("[data-rule]");
  const card = event.target.closest(".card[data-name]");
  if (rule && rule.dataset.rule) {
    const found = await cached(`/api/rules/${encodeURIComponent(rule.dataset.rule)}`);
    if (rule.matches(":hover")) showTip(event, found.error || `${found.number}. ${found.text}`);
  } else if (card && card.dataset.name) {
    const found = await cached(`/api/cards/${encodeURIComponent(card.dataset.name)}`);
    if (!card.matches(":hover")) return;
    const pt = found.power !== null && found.power !== undefined ? ` (${found.power}/${found.toughness})` : "";
    showTip(event, found.error || `${found.name} ${found.mana_cost}\n${found.types}` +
      `${found.subtypes ? " — " + found.subtypes : ""}${pt}\n${found.text}`);
  }
});
document.addEventListener("mouseout", (event) => {
  if (event.target.closest("[data-rule], .card")) $("#tip").hidden = true;
});

function openZone(title, cards) {
  const dialog = $("#zone");
  dialog.querySelector("h3").textContent = title;
  dialog.querySelector(".cards").replaceChildren(
    ...(cards.length ? cards.map((c) => el("div", { class: "card", "data-id": c.id, "data-name": c.card || "" },
      el("span", { class: "name", text: c.card || "a card" }))) : [el("p", { text: "empty" })]));
  dialog.showModal();
}
$("#zone button").addEventListener("click", () => $("#zone").close());

// -- a seat at the table -------------------------------------------------------------------
class Seat {
  constructor(game, token) {
    this.game = game;
    this.token = token;
    this.state = null;
    this.log = [];
    this.number = 0;
    const query = token ? `?token=${encodeURIComponent(token)}` : "";
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    this.socket = new WebSocket(`${scheme}://${location.host}/ws/${game}${query}`);
    this.socket.addEventListener("message", (event) => this.receive(JSON.parse(event.data)));
    this.socket.addEventListener("close", () => setStatus("disconnected: reload to reconnect"));
  }

  send(message) {
    this.number += 1;
    this.socket.send(JSON.stringify({ ...message, n: this.number }));
  }

  receive(message) {
    if (message.type === "state") {
      this.log = [...this.log.slice(0, message.log_from), ...message.log];
      this.state = message;
      table.changed(this);
    } else if (message.type === "refused" || message.type === "error") {
      notice(message.reason || message.error, "refused");
    } else if (message.type === "why") {
      notice(message.reasons.join("\n"), "why");
    }
  }
}

function notice(text, kind) {
  const box = $("#notice");
  box.textContent = text;
  box.className = kind;
}

function setStatus(text) { $("#status").textContent = text; }

// The table shows one seat: the only one, or in hot-seat the one deciding.
const table = {
  seats: [],
  shown: null,
  revealed: null,

  changed(seat) {
    const deciding = this.seats.find((s) => s.state && s.state.choices);
    const next = deciding || this.shown || seat;
    if (this.seats.length > 1 && deciding && this.revealed !== deciding) {
      this.shown = deciding;
      return this.handoff(deciding);
    }
    this.shown = next;
    if (next.state) this.draw(next);
  },

  handoff(seat) {
    $("#table").hidden = true;
    const box = $("#handoff");
    box.querySelector("p").textContent = `Pass the screen to ${seat.state.seats[seat.state.seat].name}.`;
    box.hidden = false;
    box.querySelector("button").onclick = () => {
      box.hidden = true;
      this.revealed = seat;
      $("#table").hidden = false;
      this.draw(seat);
    };
  },

  draw(seat) {
    const message = seat.state;
    const view = message.view;
    const me = message.seat;
    const others = view.players.filter((p) => p.index !== me);
    $("#opponents").replaceChildren(...others.map((p) => playerPanel(view, p, { openZone, isViewer: false })));
    $("#me").replaceChildren(me === null ? el("p", { text: "You are watching." })
      : playerPanel(view, view.players[me], { openZone, isViewer: true }));
    $("#stack").replaceChildren(...stackItems(view));
    $("#log").replaceChildren(...seat.log.map(logItem));
    $("#log").scrollTop = $("#log").scrollHeight;
    drawDecision(seat);
    const turn = `Turn ${view.turn}, ${view.players[view.active].name}'s turn, ${view.step} step`;
    setStatus(message.over ? `Game over. ${message.winners.length ? "Winner: " + message.winners.join(", ") : "A draw."}`
      : turn);
    document.body.dataset.over = message.over ? "yes" : "no";
  },
};

// 104.3a: a player can concede at any time.
function concedeButton(seat) {
  const me = seat.state.view.players[seat.state.seat];
  if (!me || me.lost || me.left) return null;
  const button = el("button", { class: "concede", text: "concede" });
  button.addEventListener("click", () => {
    if (window.confirm("Concede the game?")) seat.send({ type: "concede" });
  });
  return button;
}

function drawDecision(seat) {
  const message = seat.state;
  const box = $("#decision");
  const decision = message.view.decision;
  if (!decision) return box.replaceChildren(el("p", { text: "The game is over." }));
  if (!message.choices) {
    const who = message.view.players[decision.player].name;
    return box.replaceChildren(el("p", { class: "waiting", text: `Waiting for ${who} (${decision.kind}).` }),
      message.seat === null ? "" : concedeButton(seat) || "");
  }
  const buttons = message.choices.map((option, i) => {
    const button = el("button", { class: "choice", "data-choice": i, text: option.text });
    button.addEventListener("click", () => seat.send({ type: "choose", choice: option.choice }));
    return button;
  });
  const extras = [];
  if (decision.kind === "priority") {
    for (const until of ["end of turn", "my next turn"]) {
      const button = el("button", { class: "until", text: `pass until ${until}` });
      button.addEventListener("click", () => seat.send({ type: "until", until }));
      extras.push(button);
    }
  }
  box.replaceChildren(el("p", { class: "prompt", text: decision.prompt }),
    el("div", { class: "choices" }, ...buttons, ...extras, concedeButton(seat)));
  markPlayable(message.choices);
}

// The object or player a choice is about first: a card to cast, an attacker, a target.
const subject = (choice) => (choice.length > 1 && Number.isInteger(choice[1]) ? choice[1] : null);

function markPlayable(choices) {
  const ids = new Set(choices.map((o) => subject(o.choice)).filter((id) => id !== null));
  for (const node of document.querySelectorAll("#table .card[data-id], #table [data-player]")) {
    const id = Number(node.dataset.id ?? node.dataset.player);
    node.classList.toggle("playable", ids.has(id));
  }
}

// Clicking a card or a player: the choices about it, or why there are none.
document.addEventListener("click", (event) => {
  const seat = table.shown;
  const menu = $("#menu");
  if (!event.target.closest("#menu")) menu.hidden = true;
  const target = event.target.closest("#table .card[data-id], #table [data-player]");
  if (!seat || !target || event.target.closest("button")) return;
  const id = Number(target.dataset.id ?? target.dataset.player);
  const choices = (seat.state.choices || []).filter((o) => subject(o.choice) === id);
  if (choices.length === 1) return seat.send({ type: "choose", choice: choices[0].choice });
  if (choices.length > 1) {
    menu.replaceChildren(...choices.map((o) => {
      const button = el("button", { class: "choice", text: o.text });
      button.addEventListener("click", () => { menu.hidden = true; seat.send({ type: "choose", choice: o.choice }); });
      return button;
    }));
    menu.style.left = `${event.clientX}px`;
    menu.style.top = `${event.clientY}px`;
    menu.hidden = false;
    return;
  }
  if (target.dataset.id && seat.state.seat !== null) seat.send({ type: "why", card: id });
});

// -- the lobby --------------------------------------------------------------------------
async function lobby() {
  $("#lobby").hidden = false;
  const meta = await api("/api/meta");
  const form = $("#new-game");
  form.variant.replaceChildren(el("option", { value: "", text: "default" }),
    ...meta.variants.map((v) => el("option", { value: v, text: v })));
  form.agent.replaceChildren(...meta.agents.map((a) => el("option", { value: a, text: a, selected: a === "heuristic" })));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const count = Number(form.players.value);
    const mode = form.mode.value;
    const names = [form.name.value || "Player", "Bob", "Carol", "Dave", "Eve", "Frank"];
    const seats = names.slice(0, count).map((name, i) => ({
      name: i === 0 || mode !== "computer" ? name : `Computer ${i}`,
      kind: i === 0 || mode !== "computer" ? "human" : "computer", agent: form.agent.value,
    }));
    try {
      const made = await api("/api/games", { seats, variant: form.variant.value || null });
      if (mode === "online") {
        $("#links").replaceChildren(el("p", { text: "Send each player their link:" }),
          ...Object.entries(made.links).map(([seat, link]) =>
            el("p", {}, el("a", { href: link, text: `${seats[seat].name}: ${location.origin}${link}` }))),
          el("p", {}, el("a", { href: made.spectate, text: `spectators: ${location.origin}${made.spectate}` })));
        return;
      }
      const tokens = Object.values(made.tokens);
      sessionStorage.setItem(`tokens:${made.game}`, JSON.stringify(tokens));
      location.search = `?game=${made.game}&hotseat=1`;
    } catch (error) { notice(error.message, "refused"); $("#links").textContent = error.message; }
  });
  $("#open-replay").addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = event.target;
    const file = form.file.files[0];
    const body = file ? { kind: file.name.endsWith(".json") ? "save" : "scenario", name: file.name, text: await file.text() }
      : { kind: "game", game: form.game.value };
    try {
      const opened = await api("/api/replays", body);
      location.search = `?replay=${opened.replay}`;
    } catch (error) { $("#links").textContent = error.message; }
  });
}

// -- replays ------------------------------------------------------------------------------
async function replay(id) {
  $("#replay").hidden = false;
  let step = 0;
  let steps = 1;
  const show = async (index) => {
    const data = await api(`/api/replays/${id}/${index}`);
    step = data.step;
    steps = data.steps;
    const view = data.view;
    $("#replay-step").textContent = `step ${step} of ${steps - 1}`;
    $("#replay-label").textContent = data.label;
    $("#replay-board").replaceChildren(...view.players.map((p) => playerPanel(view, p, { openZone, isViewer: false })),
      el("ol", { class: "stack" }, ...stackItems(view)));
    $("#replay-log").replaceChildren(...data.log.map(logItem));
    setStatus(`Replay · turn ${view.turn}, ${view.step} step`);
  };
  $("#first").onclick = () => show(0);
  $("#back").onclick = () => show(Math.max(0, step - 1));
  $("#forward").onclick = () => show(Math.min(steps - 1, step + 1));
  $("#last").onclick = () => show(steps - 1);
  await show(0);
}

// -- start ---------------------------------------------------------------------------------
if (params.get("replay")) {
  replay(params.get("replay")).catch((error) => setStatus(error.message));
} else if (params.get("game")) {
  $("#table").hidden = false;
  const game = params.get("game");
  const stored = JSON.parse(sessionStorage.getItem(`tokens:${game}`) || "null");
  const tokens = params.get("token") ? [params.get("token")] : stored || [null];
  table.seats = tokens.map((token) => new Seat(game, token));
  if (table.seats.length === 1) table.revealed = table.seats[0];
} else {
  lobby().catch((error) => setStatus(error.message));
}
window.manastack = { table };
