// The thread of a DecisionPool worker: bot decisions (a strong one costs 54-77 ms of CPU) run here,
// off the event loop that answers every request. It calls the bots' one entry point, as the
// service did on the event loop before, and posts the answer back.
import { parentPort } from 'node:worker_threads';
import { decideFor } from '../bots/index.js';
import { analyseDeal } from '../solver/analysis.js';
import { CHOICE_OPTIONS } from './analysis-options.js';
import { DECISION_OPTIONS } from './decision-options.js';
import type { DecisionReply, WorkerReady, WorkerTask } from './decision-messages.js';

const port = parentPort;
if (!port) throw new Error('decision-worker.js runs only as a worker thread (DecisionPool)');

port.on('message', (task: WorkerTask) => {
  let reply: DecisionReply;
  try {
    const result =
      task.kind === 'analyse'
        ? analyseDeal(task.steps, task.seed, CHOICE_OPTIONS)
        : decideFor(task.level, task.view, task.events, task.seed, DECISION_OPTIONS);
    reply = { id: task.id, result };
  } catch (error) {
    reply = { id: task.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
// Loaded: the pool's DECISION_TIMEOUT_MS starts counting from here, not from the thread's start.
port.postMessage({ ready: true } satisfies WorkerReady);
