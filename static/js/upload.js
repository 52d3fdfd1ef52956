// The upload page: drop or pick many files, send each in its own request with its own
// progress bar, then open the batch page where parsing is followed live.
// Without JavaScript the form still posts every file at once.
(() => {
  const form = document.getElementById("upload-form");
  if (!form) return;
  const input = document.getElementById("id_files");
  const zone = document.getElementById("dropzone");
  const list = document.getElementById("upload-list");
  const summary = document.getElementById("upload-summary");
  const submit = document.getElementById("upload-submit");
  const maxBytes = Number(form.dataset.maxBytes);
  const tooLarge = form.dataset.tooLarge;
  const PARALLEL = 3;
  let pending = [];
  let busy = false;

  const human = (n) => (n < 1024 ? `${n} B` : n < 1048576 ? `${(n / 1024).toFixed(0)} KB` : `${(n / 1048576).toFixed(1)} MB`);

  function addFiles(files) {
    for (const file of files) {
      const li = document.createElement("li");
      li.className = "upload-item";
      const name = document.createElement("span");
      name.className = "name";
      name.textContent = `${file.name} (${human(file.size)})`;
      const bar = document.createElement("progress");
      bar.max = 100;
      bar.value = 0;
      const status = document.createElement("span");
      status.className = "upload-status muted";
      li.append(name, bar, status);
      list.append(li);
      const item = { file, li, bar, status };
      if (file.size > maxBytes) {
        finish(item, "rejected", tooLarge);
      } else if (file.size === 0) {
        finish(item, "rejected", "The file is empty.");
      } else {
        status.textContent = "Ready";
        pending.push(item);
      }
    }
    summary.textContent = pending.length ? `${pending.length} file(s) ready to upload` : "";
  }

  function finish(item, state, message) {
    item.li.dataset.state = state;
    item.status.className = `upload-status ${state}`;
    item.status.textContent = message;
    if (state !== "accepted") item.bar.value = item.bar.max;
  }

  function send(item, fields) {
    return new Promise((resolve) => {
      const data = new FormData();
      data.append("csrfmiddlewaretoken", form.querySelector("[name=csrfmiddlewaretoken]").value);
      for (const [key, value] of Object.entries(fields)) if (value) data.append(key, value);
      if (item) data.append("files", item.file, item.file.name);
      const xhr = new XMLHttpRequest();
      xhr.open("POST", form.action);
      xhr.setRequestHeader("Accept", "application/json");
      if (item) {
        item.status.textContent = "Uploading…";
        xhr.upload.addEventListener("progress", (e) => {
          if (e.lengthComputable) item.bar.value = Math.round((100 * e.loaded) / e.total);
        });
      }
      xhr.addEventListener("load", () => {
        let body = {};
        try { body = JSON.parse(xhr.responseText); } catch (_) { /* not JSON: handled below */ }
        if (xhr.status === 200) {
          if (item) {
            const mine = (body.files || []).filter((f) => f.name === item.file.name || f.name.startsWith(`${item.file.name} ›`));
            const row = mine.find((f) => f.status !== "accepted");
            const accepted = mine.filter((f) => f.status === "accepted").length;
            if (row && row.status !== "accepted") finish(item, row.status, row.message);
            else finish(item, "accepted", accepted > 1 ? `Uploaded: ${accepted} documents queued` : "Uploaded, queued for parsing");
          }
          resolve(body);
        } else {
          const errors = body.errors ? Object.values(body.errors).flat().map((e) => e.message).join(" ") : "";
          if (item) finish(item, "rejected", errors || `Upload failed (server answered ${xhr.status}).`);
          else summary.textContent = errors || `Upload failed (server answered ${xhr.status}).`;
          resolve(null);
        }
      });
      xhr.addEventListener("error", () => {
        if (item) finish(item, "rejected", "Upload failed: the connection was lost.");
        resolve(null);
      });
      xhr.send(data);
    });
  }

  async function uploadAll(event) {
    event.preventDefault();
    if (busy) return;
    const url = form.querySelector("[name=url]").value.trim();
    const applicant = form.querySelector("[name=applicant]").value;
    if (!pending.length && !url) {
      summary.textContent = "Choose at least one file or give a homepage URL.";
      return;
    }
    busy = true;
    submit.disabled = true;
    const queue = pending;
    pending = [];
    // The first request starts the batch; the others join it.
    const first = await send(queue.shift() || null, { url, applicant });
    let batchUrl = first && first.batch_url;
    const batch = first && first.batch;
    if (batch) {
      const worker = async () => {
        while (queue.length) await send(queue.shift(), { batch: String(batch) });
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
    } else {
      for (const item of queue) finish(item, "rejected", "Not uploaded: the upload could not start.");
    }
    busy = false;
    submit.disabled = false;
    if (batchUrl) {
      summary.textContent = "All files sent. Opening the upload's progress…";
      window.location.assign(batchUrl);
    }
  }

  input.addEventListener("change", () => {
    addFiles(input.files);
    input.value = "";
  });
  for (const type of ["dragenter", "dragover"]) {
    zone.addEventListener(type, (e) => { e.preventDefault(); zone.classList.add("over"); });
  }
  for (const type of ["dragleave", "drop"]) {
    zone.addEventListener(type, () => zone.classList.remove("over"));
  }
  zone.addEventListener("drop", (e) => {
    e.preventDefault();
    if (e.dataTransfer && e.dataTransfer.files.length) addFiles(e.dataTransfer.files);
  });
  form.addEventListener("submit", uploadAll);
})();
