// The outbox of a page, from outside the app: rows written and counted straight in IndexedDB, with
// the OutboxEntry shape of src/offline/db.ts (what enqueue() writes; nothing of the app imported).

/**
 * Queues a move (Applied to Screening) for each card, one message per text in one thread, and a
 * scorecard (recommendation and notes; the job has no criteria) for each interview.
 */
export function fillOutbox(page, token, jobId, cards, threadId, texts, held = []) {
  const now = Date.now();
  const row = (i, kind, path, body, ref) => ({
    id: crypto.randomUUID(),
    kind,
    request: { method: 'POST', path, body },
    token,
    upload: null,
    ref,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    error: null,
    createdAt: now + i,
  });
  const rows = [
    ...cards.map((c, i) =>
      row(
        i,
        'move',
        `/applications/${c.applicationId}/moves`,
        { from: 'applied', to: 'screening' },
        {
          applicationId: c.applicationId,
          jobId,
          from: 'applied',
          to: 'screening',
          candidateName: c.candidate.fullName,
        },
      ),
    ),
    ...texts.map((text, i) =>
      row(
        cards.length + i,
        'message',
        `/applications/${threadId}/messages`,
        { text },
        { applicationId: threadId, text },
      ),
    ),
    ...held.map((h, i) =>
      row(
        cards.length + texts.length + i,
        'scorecard',
        `/interviews/${h.interviewId}/scorecard`,
        { ratings: {}, recommendation: 'yes', notes: `Queued scorecard ${i + 1}` },
        { applicationId: h.applicationId, interviewId: h.interviewId },
      ),
    ),
  ];
  return page.evaluate(
    (entries) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('hireloop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('outbox', 'readwrite');
          for (const entry of entries) tx.objectStore('outbox').put(entry);
          tx.oncomplete = () => {
            db.close();
            resolve(null);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    rows,
  );
}

/** How many rows the outbox holds, and how many of them the server refused. */
export function outboxLeft(page) {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('hireloop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction('outbox').objectStore('outbox').getAll();
          req.onsuccess = () => {
            db.close();
            resolve({
              total: req.result.length,
              failed: req.result.filter((r) => r.state === 'failed').length,
            });
          };
        };
      }),
  );
}

/**
 * Resolves when the outbox holds nothing but refused rows (or after `timeoutMs`), with what is left.
 * One connection, counted in the page every 20 ms: opening the database at each look would slow the
 * page it times.
 */
export function outboxSettled(page, timeoutMs = 60_000) {
  return page.evaluate(
    (timeoutMs) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('hireloop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const started = performance.now();
          const look = () => {
            const req = db.transaction('outbox').objectStore('outbox').count();
            req.onsuccess = () => {
              if (req.result > 0 && performance.now() - started < timeoutMs) {
                // Only refused rows left is settled too: count them when few remain.
                if (req.result > 10) return setTimeout(look, 20);
                const all = db.transaction('outbox').objectStore('outbox').getAll();
                all.onsuccess = () => {
                  const failed = all.result.filter((r) => r.state === 'failed').length;
                  if (failed === all.result.length) {
                    db.close();
                    resolve({ total: all.result.length, failed });
                  } else setTimeout(look, 20);
                };
                return;
              }
              db.close();
              resolve({ total: req.result, failed: 0 });
            };
          };
          look();
        };
      }),
    timeoutMs,
  );
}
