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
