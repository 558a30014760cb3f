/**
 * The projects whose specs talk to PostgreSQL. Each keeps its own pool of workers under
 * jest-light-runner (jest.config.js), numbered from 1 in each, so a database belongs to a project
 * and a worker number.
 */
export const DATABASE_PROJECTS = ['e2e', 'browser'];

/** The database of `project`'s worker `worker` (1, 2, ...), cloned from the run's migrated `template`. */
export function workerDatabaseName(template, project, worker) {
  return `${template}_${project}_w${worker}`;
}

/** Every worker database of a run of `workers` workers. */
export function workerDatabaseNames(template, workers) {
  return DATABASE_PROJECTS.flatMap((project) =>
    Array.from({ length: workers }, (_, i) => workerDatabaseName(template, project, i + 1)),
  );
}
