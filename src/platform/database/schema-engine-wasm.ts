// Loading Prisma's schema engine from `@prisma/schema-engine-wasm` (once per process, also when the
// process holds two copies of this module), and what the engine leaves behind: panics and timers.
// Workarounds, each observed on this project's machines (Node.js 20, Prisma 7.10):
//  - the package's entry imports the `.wasm` as an ES module, which Node cannot do: its JS glue
//    (`schema_engine_bg.js`) is imported by resolved path and the `.wasm` next to it (not exported)
//    is instantiated by hand (`__wbg_set_wasm`, `__wbindgen_start`), after
//    `globalThis.PRISMA_WASM_PANIC_REGISTRY` is set (a panic then fails the call instead of hanging);
//  - the engine arms a 10 s `setTimeout` around its advisory lock and never clears it: the timers are
//    unref'd and cleared once no engine is open, so scripts and Jest exit promptly. They are the
//    engine's own timers, given to it as real ones (not the service's Clock): it runs before the
//    application exists, against a real database.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export type SchemaEngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

interface PanicRegistry {
  set_message(message: string): void;
}
declare global {
  var PRISMA_WASM_PANIC_REGISTRY: PanicRegistry | undefined;
}

// The project's `lib` has no WebAssembly typings (they come with the DOM lib); the little used here:
interface WebAssemblyApi {
  instantiate(
    bytes: Uint8Array,
    imports: Record<string, Record<string, unknown>>,
  ): Promise<{ instance: { exports: Record<string, unknown> } }>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

/** The engine panicked (a Rust panic in the WebAssembly); its instance is not used again. */
export class SchemaEnginePanic extends Error {
  override name = 'SchemaEnginePanic';
}

interface EngineState {
  poisoned: SchemaEnginePanic | undefined;
  loading: Promise<SchemaEngineModule> | undefined;
  /** Notified of a panic: a panicking call never settles its promise, so callers race against this. */
  panicListeners: Set<(panic: SchemaEnginePanic) => void>;
  /** Timers the engine armed and never clears (see the header). */
  engineTimers: Set<NodeJS.Timeout>;
  openEngines: number;
}

// One engine per process, also when a process holds two copies of this module: the test setup
// runs the compiled one (dist/) and a spec run in band the source. The engine's JS glue is one
// module of node_modules either way, and a second instance set into it left the first copy's calls
// reading the new instance's memory (garbled strings, a crash).
const STATE = Symbol.for('thousand.schema-engine-wasm');
const state: EngineState = ((globalThis as Record<symbol, EngineState | undefined>)[STATE] ??= {
  poisoned: undefined,
  loading: undefined,
  panicListeners: new Set(),
  engineTimers: new Set(),
  openEngines: 0,
});

/** Timers the engine armed that are still pending (for leak checks: none after dispose). */
export function pendingEngineTimers(): number {
  return state.engineTimers.size;
}

/**
 * The glue reports panics to this global before trapping. Prisma's client installs its own registry
 * when loaded and swaps `set_message` around its own calls, so one registry per process is enough.
 */
function installPanicRegistry(): void {
  globalThis.PRISMA_WASM_PANIC_REGISTRY = {
    set_message(message: string) {
      state.poisoned = new SchemaEnginePanic(`The Prisma schema engine panicked: ${message}`);
      // The trap that follows may surface as an uncaught `RuntimeError: unreachable` and nothing else.
      process.stderr.write(`${state.poisoned.message}\n`);
      for (const listener of state.panicListeners) listener(state.poisoned);
    },
  };
}

async function instantiate(): Promise<SchemaEngineModule> {
  const require = createRequire(import.meta.url);
  const gluePath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
  installPanicRegistry();
  const glue = (await import(pathToFileURL(gluePath).href)) as SchemaEngineModule;
  const bytes = await readFile(path.join(path.dirname(gluePath), 'schema_engine_bg.wasm'));
  const imports: Record<string, unknown> = { ...glue };
  for (const name of Object.keys(glue)) {
    if (name.startsWith('__wbg_setTimeout_')) {
      imports[name] = (callback: () => void, ms: number) => {
        const timer = setTimeout(() => {
          state.engineTimers.delete(timer);
          callback();
        }, ms >>> 0);
        // While an engine is open its pool keeps Node alive; this timer must not do it afterwards.
        timer.unref();
        state.engineTimers.add(timer);
        return timer;
      };
    }
  }
  const { instance } = await wasmApi.instantiate(bytes, { './schema_engine_bg.js': imports });
  glue.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return glue;
}

/** Loads `@prisma/schema-engine-wasm` (cached). */
export function loadSchemaEngineModule(): Promise<SchemaEngineModule> {
  if (state.poisoned) return Promise.reject(state.poisoned);
  state.loading ??= instantiate().catch((error: unknown) => {
    state.loading = undefined;
    throw error;
  });
  return state.loading;
}

/** Runs an engine call, failing (instead of hanging) when the engine panics meanwhile. */
export async function guarded<T>(call: () => Promise<T>): Promise<T> {
  let listener: ((panic: SchemaEnginePanic) => void) | undefined;
  const panicked = new Promise<never>((_, reject) => {
    listener = reject;
  });
  state.panicListeners.add(listener!);
  try {
    if (state.poisoned) throw state.poisoned;
    return await Promise.race([call(), panicked]);
  } catch (error) {
    throw state.poisoned ?? error;
  } finally {
    state.panicListeners.delete(listener!);
  }
}

/** The panic that poisoned this process's engine, if one did: no engine is used after it. */
export function enginePoisoned(): SchemaEnginePanic | undefined {
  return state.poisoned;
}

/** Counts an engine as open: the engine's timers are only cleared once none is. */
export function engineOpened(): void {
  state.openEngines += 1;
}

/** Counts an engine as closed; the last one to close clears the timers the engine never clears. */
export function engineClosed(): void {
  state.openEngines -= 1;
  if (state.openEngines === 0) {
    for (const timer of state.engineTimers) clearTimeout(timer);
    state.engineTimers.clear();
  }
}
