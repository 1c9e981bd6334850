// Drawing a view (manastack.views) as a board: each player's battlefield, hand, counts,
// zones, life, poison, the monarch and mana pools; the stack; the rule-cited log.

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("data-")) node.setAttribute(key, value);
    else if (key === "text") node.textContent = value;
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

// A player as choices name them: -1 is the first player, -2 the second (decisions.py).
export const playerRef = (index) => -(index + 1);

function isType(obj, type) { return (obj.types || []).includes(type); }

export function cardNode(obj, view) {
  const classes = ["card"];
  if (obj.tapped) classes.push("tapped");
  if (obj.face_down) classes.push("face-down");
  const name = obj.card || (obj.face_down ? "face-down 2/2" : "a card");
  const node = el("div", { class: classes.join(" "), "data-id": obj.id, "data-name": obj.card || "" },
    el("span", { class: "name", text: name }));
  if (obj.power !== undefined && obj.power !== null && isType(obj, "Creature")) {
    const damage = obj.damage ? ` (${obj.damage} dmg)` : "";
    node.append(el("span", { class: "pt", text: `${obj.power}/${obj.toughness}${damage}` }));
  }
  const counters = Object.entries(obj.counters || {}).map(([kind, n]) => `${n} ${kind}`);
  if (counters.length) node.append(el("span", { class: "counters", text: counters.join(", ") }));
  const combat = view && view.combat;
  if (combat) {
    if (combat.attackers.some(([id]) => id === obj.id)) node.classList.add("attacking");
    if (combat.blockers.some(([id]) => id === obj.id)) node.classList.add("blocking");
  }
  return node;
}

function row(title, objects, view) {
  return el("div", { class: "row" }, el("span", { class: "row-title", text: title }),
    ...objects.map((o) => cardNode(o, view)));
}

export function battlefieldOf(view, index) {
  const mine = view.battlefield.filter((o) => o.controller === index);
  const lands = mine.filter((o) => isType(o, "Land"));
  const creatures = mine.filter((o) => !isType(o, "Land") && isType(o, "Creature"));
  const others = mine.filter((o) => !isType(o, "Land") && !isType(o, "Creature"));
  return el("div", { class: "battlefield" }, row("creatures", creatures, view),
    row("other", others, view), row("lands", lands, view));
}

export function playerPanel(view, player, { openZone, isViewer }) {
  const monarch = view.monarch === player.index;
  const facts = [
    el("span", { class: "life", text: `♥ ${player.life}` }),
    player.poison ? el("span", { class: "poison", text: `☠ ${player.poison}` }) : null,
    monarch ? el("span", { class: "monarch", title: "the monarch (724)", text: "♛ monarch" }) : null,
    player.mana_pool ? el("span", { class: "pool", text: `pool ${player.mana_pool}` }) : null,
    el("span", { text: `hand ${player.hand_size}` }),
    el("span", { text: `library ${player.library_size}` }),
  ];
  const zones = ["graveyard", "exile"].map((zone) => {
    const cards = player[zone] || [];
    const button = el("button", { class: "zone", "data-zone": zone, text: `${zone} ${cards.length}` });
    button.addEventListener("click", () => openZone(`${player.name}'s ${zone}`, cards));
    return button;
  });
  const status = player.lost ? " (lost)" : player.won ? " (won)" : "";
  const head = el("div", { class: "player-head", "data-player": playerRef(player.index) },
    el("strong", { class: "player-name", text: player.name + status }), ...facts, ...zones);
  const panel = el("section", { class: `player${isViewer ? " viewer" : ""}`, "data-index": player.index },
    head, battlefieldOf(view, player.index));
  // 903.6, 903.8: a commander in the command zone, with the times it was cast (the tax).
  const command = (view.command || []).filter((o) => o.owner === player.index);
  if (command.length) {
    const casts = new Map((view.commanders || []).map((c) => [c.id, c.casts]));
    panel.append(el("div", { class: "row command" }, el("span", { class: "row-title", text: "command" }),
      ...command.map((o) => {
        const node = cardNode(o, view);
        if (casts.get(o.id)) node.append(el("span", { class: "counters", text: `cast ${casts.get(o.id)}×` }));
        return node;
      })));
  }
  if (isViewer && player.hand) {
    panel.append(el("div", { class: "hand" }, el("span", { class: "row-title", text: "hand" }),
      ...player.hand.map((o) => cardNode(o, view))));
  }
  return panel;
}

export function stackItems(view) {
  return [...view.stack].reverse().map((item) => {
    const label = item.kind === "card" ? item.card || "a spell"
      : `ability of ${item.card || "an object"}`;
    const node = cardNode({ ...item, card: item.card }, view);
    node.querySelector(".name").textContent = label;
    return el("li", {}, node);
  });
}

export function logItem(entry) {
  return el("li", {}, el("span", { class: "rule", "data-rule": entry.rule, text: entry.rule }),
    " ", el("span", { class: "entry", text: entry.text }));
}

// Names that a view shows, by object id, for hovers and menus.
export function namesIn(view) {
  const names = new Map();
  const walk = (node) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") {
      if (Number.isInteger(node.id) && typeof node.card === "string") names.set(node.id, node.card);
      Object.values(node).forEach(walk);
    }
  };
  walk(view);
  return names;
}
