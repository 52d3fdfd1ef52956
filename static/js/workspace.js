// The reviewer's keyboard: j/k, 1-5, t, s, n, /, ? (and x, o, u). Pages work without it.
(() => {
  "use strict";

  const typing = (el) =>
    el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));

  const showKeys = () => {
    const dialog = document.getElementById("keys-help");
    if (dialog && !dialog.open) dialog.showModal();
  };

  // ---- list page: a cursor row, selection, per-page and select-all ----
  // ---- (and the queue's table: the same cursor, Enter opens) ----
  const rows = () =>
    Array.from(document.querySelectorAll("#applicant-table tbody tr, #queue-table tbody tr"));
  let cursor = -1;

  const moveCursor = (delta) => {
    const all = rows();
    if (!all.length) return;
    cursor = Math.max(0, Math.min(all.length - 1, cursor + delta));
    all.forEach((row, i) => row.classList.toggle("cursor", i === cursor));
    all[cursor].scrollIntoView({ block: "nearest" });
  };

  const updateSelectedCount = () => {
    const label = document.getElementById("selected-count");
    if (!label) return;
    const n = document.querySelectorAll("input[name=ids][form=bulk]:checked").length;
    label.textContent = n ? `${n} selected:` : "With selected:";
  };

  document.addEventListener("change", (event) => {
    const target = event.target;
    if (target.id === "select-all") {
      document.querySelectorAll("input[name=ids][form=bulk]").forEach((box) => {
        box.checked = target.checked;
      });
    }
    if (target.getAttribute("form") === "filters" && target.tagName === "SELECT") {
      document.getElementById("filters")?.requestSubmit();
    }
    updateSelectedCount();
  });

  document.addEventListener("htmx:afterSwap", (event) => {
    if (event.detail.target.id === "results") {
      cursor = -1;
      updateSelectedCount();
    }
  });

  // ---- applicant page ----
  const applicantData = () => document.getElementById("applicant")?.dataset;

  // A draft is saved as it changes (nobody else sees it); a submitted review changes only
  // with "Save changes", since every change after submission is kept in its history.
  const autosave = (form) => {
    if (form.dataset.submitted !== "1") htmx.trigger(form, "autosave");
  };

  const scoreWith = (value) => {
    const form = document.getElementById("review-form");
    const radio = form?.querySelector(`input[name=overall][value="${value}"]`);
    if (!radio) return;
    radio.checked = true;
    autosave(form);
  };

  document.addEventListener("change", (event) => {
    // Changing the overall score, a criterion or the confidence saves the draft at once.
    const form = event.target.closest("#review-form");
    if (form && event.target.name !== "comment" && form.querySelector("input[name=overall]:checked")) {
      autosave(form);
    }
  });

  document.addEventListener("click", (event) => {
    if (event.target.closest("[data-show-keys]")) showKeys();
  });

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (typing(document.activeElement)) {
      if (event.key === "Escape") {
        // A search field's own Escape empties it; here Escape only leaves the field.
        event.preventDefault();
        document.activeElement.blur();
      }
      return;
    }
    if (document.querySelector("dialog[open]")) return;
    const data = applicantData();
    const key = event.key;
    let handled = true;
    if (key === "?") {
      showKeys();
    } else if (key === "/") {
      const search = document.getElementById("search");
      if (search) {
        search.focus();
        search.select();
      } else if (data?.back) {
        window.location.href = `${data.back}#search`;
      }
    } else if (data) {
      if (key === "j" && data.next) window.location.href = data.next;
      else if (key === "k" && data.prev) window.location.href = data.prev;
      else if (key === "u" && data.back) window.location.href = data.back;
      else if (/^[1-5]$/.test(key)) scoreWith(key);
      else if (key === "t") document.getElementById("tag-input")?.focus();
      else if (key === "s") document.getElementById("shortlist-form")?.requestSubmit();
      else if (key === "n") document.getElementById("save-next")?.click();
      else if (key === "S") document.getElementById("submit-review")?.click();
      else handled = false;
    } else if (key === "j") moveCursor(1);
    else if (key === "k") moveCursor(-1);
    else if ((key === "Enter" || key === "o") && cursor >= 0) {
      const link = rows()[cursor]?.querySelector("td.name a");
      if (link) window.location.href = link.href;
    } else if (key === "x" && cursor >= 0) {
      const box = rows()[cursor]?.querySelector("input[name=ids]");
      if (box) {
        box.checked = !box.checked;
        updateSelectedCount();
      }
    } else handled = false;
    if (handled) event.preventDefault();
  });

  // A Submit pressed while the draft's autosave is still on its way would be dropped by
  // htmx (one request per form at a time): wait for the new form, then press it there.
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target.closest?.("#submit-review, #save-next");
      const form = button?.closest("#review-form");
      if (!form || !form.classList.contains("htmx-request")) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      document.addEventListener(
        "htmx:afterSettle",
        () => document.getElementById(button.id)?.click(),
        { once: true },
      );
    },
    true,
  );

  // ---- a review saved from two tabs: the server refuses a form older than the review,
  // unless the newer version came from this very page (its own autosave still in flight) ----
  const pageLoad = window.crypto?.randomUUID?.() || `${Date.now()}-${Math.random()}`;
  const markPageLoad = () => {
    const field = document.querySelector("#review-form input[name=tab]");
    if (field) field.value = pageLoad;
  };
  document.addEventListener("DOMContentLoaded", markPageLoad);
  document.addEventListener("htmx:load", markPageLoad);

  // ---- a review typed but not saved yet stays in this browser until the server has it ----
  const draftKey = (form) => `review-draft:${form.getAttribute("action")}`;
  const formValues = (form) => {
    const values = {};
    for (const [name, value] of new FormData(form)) {
      if (!["csrfmiddlewaretoken", "state", "tab", "version"].includes(name)) values[name] = value;
    }
    return values;
  };
  const storage = () => {
    try {
      return window.localStorage;
    } catch {
      return null; // storage disabled: the form still works, only without drafts
    }
  };

  const keepDraft = (event) => {
    const form = event.target.closest?.("#review-form");
    if (form) storage()?.setItem(draftKey(form), JSON.stringify(formValues(form)));
  };
  document.addEventListener("input", keepDraft);
  document.addEventListener("change", keepDraft);

  document.addEventListener("htmx:afterRequest", (event) => {
    const form = event.detail.elt;
    if (form?.id !== "review-form" || !event.detail.successful) return;
    const trigger = event.detail.xhr.getResponseHeader("HX-Trigger") || "";
    if (!trigger.includes("sessionExpired")) storage()?.removeItem(draftKey(form));
  });

  const restoreDraft = () => {
    const form = document.getElementById("review-form");
    const stored = form && storage()?.getItem(draftKey(form));
    if (!stored) return;
    let draft;
    try {
      draft = JSON.parse(stored);
    } catch {
      draft = null;
    }
    if (!draft || JSON.stringify(draft) === JSON.stringify(formValues(form))) {
      storage().removeItem(draftKey(form));
      return;
    }
    for (const [name, value] of Object.entries(draft)) {
      const field = form.elements.namedItem(name);
      if (field instanceof RadioNodeList) {
        for (const radio of field) radio.checked = radio.value === value;
      } else if (field) {
        field.value = value;
      }
    }
    const note = document.createElement("p");
    note.className = "draft-note";
    note.setAttribute("role", "status");
    note.textContent = "Restored what you typed before it was saved: press Save review to keep it.";
    form.querySelector(".save-row")?.before(note);
  };

  // On a phone the "Review" button floats over the page; it steps aside while the review
  // panel is on screen, so it never covers the form it leads to. htmx replaces the panel
  // on save, so the observer follows the current one.
  let panelWatch = null;
  let watchedPanel = null;
  const watchReviewPanel = () => {
    const jump = document.querySelector(".jump-review");
    watchedPanel = document.getElementById("review-panel");
    if (!jump || !watchedPanel || !("IntersectionObserver" in window)) return;
    panelWatch?.disconnect();
    panelWatch = new IntersectionObserver((entries) => {
      jump.classList.toggle("panel-in-view", entries.some((entry) => entry.isIntersecting));
    });
    panelWatch.observe(watchedPanel);
  };
  document.addEventListener("htmx:afterSettle", () => {
    if (watchedPanel && !watchedPanel.isConnected) watchReviewPanel();
  });

  document.addEventListener("DOMContentLoaded", () => {
    if (window.location.hash === "#search") document.getElementById("search")?.focus();
    restoreDraft();
    watchReviewPanel();
  });
})();
