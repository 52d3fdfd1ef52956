// Small behaviours shared by every page; page-specific keys live beside their pages.
document.addEventListener("htmx:responseError", (event) => {
  const box = document.getElementById("messages");
  if (!box) return;
  const div = document.createElement("div");
  div.className = "message error";
  div.textContent = `The server answered ${event.detail.xhr.status}; nothing was saved. Try again.`;
  box.replaceChildren(div);
});

// A form with data-confirm asks before it is sent (no inline onsubmit: our CSP forbids it).
document.addEventListener("submit", (event) => {
  const question = event.target.dataset?.confirm;
  if (question && !window.confirm(question)) event.preventDefault();
});

// q opens the reviewer's queue from any page (unless typing or a dialog is open).
document.addEventListener("keydown", (event) => {
  if (event.key !== "q" || event.ctrlKey || event.metaKey || event.altKey) return;
  const active = document.activeElement;
  const typing =
    active && (active.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(active.tagName));
  if (typing || document.querySelector("dialog[open]")) return;
  const link = document.querySelector("a[data-queue-link]");
  if (link) {
    event.preventDefault();
    window.location.href = link.href;
  }
});
