// The e2e project's setupFiles: its workers' databases (worker-database.js).
import { useWorkerDatabase } from './worker-database.js';

useWorkerDatabase('e2e');
