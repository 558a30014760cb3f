// The thread of a DecisionPool or AnalysisPool worker: bot decisions (a strong one costs 54-77 ms
// of CPU) and deals' analyses (a second or more) run here, off the event loop that answers every
// request. It calls the bots' one entry point, or the solver's, and posts the answer back.
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { decideFor } from '../../core/computer/index.js';
import { analyseDeal } from '../../core/solver/analysis.js';
import { CHOICE_OPTIONS } from './analysis-options.js';
import { DECISION_OPTIONS } from './decision-options.js';
import type { DecisionReply, WorkerReady, WorkerTask } from './decision-messages.js';

const port = parentPort;
if (!port) throw new Error('decision-worker.js runs only as a worker thread (DecisionPool)');

/**
 * This thread's nice value, as its pool asks (worker-pool.ts). On Linux a nice value belongs to
 * the thread that sets it, so the analyses' threads yield the cores to the event loop, the bots'
 * thread and PostgreSQL; elsewhere it would be the whole process's, so it is left alone there.
 */
function lowerPriority(niceness: number): number | null {
  if (process.platform !== 'linux') return null;
  if (niceness > 0) setPriority(niceness);
  return getPriority();
}

const { niceness = 0 } = (workerData ?? {}) as { niceness?: number };
const nice = lowerPriority(niceness);

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
// Loaded: the pool's timeout starts counting from here, not from the thread's start.
port.postMessage({ ready: true, niceness: nice } satisfies WorkerReady);
