// The project's own files a tsconfig compiles: what `tsc -p <config> --listFilesOnly` lists,
// read through the TypeScript API in this process. The builds' checks ask this of several
// configurations that share most of their files (and all of node_modules' declarations), so the
// source files are parsed once and shared, rather than once per tsc process.
import { relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
const parsed = new Map<string, ts.SourceFile | undefined>();

/** A configuration's compiler options and the programme it compiles. */
export function programOf(config: string): { options: ts.CompilerOptions; program: ts.Program } {
  const commandLine = ts.getParsedCommandLineOfConfigFile(resolve(root, config), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!commandLine) throw new Error(`${config} could not be read`);
  const host = ts.createCompilerHost(commandLine.options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    const key = `${typeof language === 'object' ? language.languageVersion : language}:${fileName}`;
    if (!parsed.has(key)) parsed.set(key, read(fileName, language, onError, shouldCreate));
    return parsed.get(key);
  };
  const program = ts.createProgram({
    rootNames: commandLine.fileNames,
    options: commandLine.options,
    projectReferences: commandLine.projectReferences,
    host,
  });
  return { options: commandLine.options, program };
}

/**
 * The project's own files `config` compiles, node_modules and declarations left out, relative to
 * the root with `/`. The programme counts files pulled in by an import, which `exclude` does not
 * keep out.
 */
export function compiledBy(config: string): string[] {
  return programOf(config)
    .program.getSourceFiles()
    .map((file) => file.fileName)
    .filter((f) => !f.split(/[\\/]/).includes('node_modules'))
    .map((f) => relative(root, f).split(sep).join('/'))
    .filter((f) => !f.startsWith('..') && !f.endsWith('.d.ts'));
}
