import type webpack from 'webpack';

/** webpack's consume runtime, forgetting a failed download: the line it already has, and the one added. */
const FORGETS_FAILED = 'delete installedModules[id];';
const FORGETS_STARTED = 'delete startedInstallModules[id];';

/**
 * A shared module whose download failed (its chunk lost to a server restart) must be fetched
 * again by the next try. webpack's consume runtime forgets the failed promise but keeps the
 * module marked as started, so every later try skips the download and runs the module's
 * stand-in, which throws the first failure again: an open page could never get that module
 * without a reload (decision 062). This makes its error handler forget the mark too. Throws
 * at build time if webpack's runtime no longer has the line it extends.
 */
export class ConsumeRetryPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ConsumeRetryPlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('ConsumeRetryPlugin', (module) => {
        if (module.constructor.name !== 'ConsumeSharedRuntimeModule') return;
        const generate = module.generate.bind(module);
        module.generate = () => {
          const code = generate();
          if (code === null || !code.includes('startedInstallModules')) return code;
          const retried = code.replace(FORGETS_FAILED, `${FORGETS_FAILED} ${FORGETS_STARTED}`);
          if (retried === code) throw new Error(`ConsumeRetryPlugin: webpack's consume runtime no longer says "${FORGETS_FAILED}"`);
          return retried;
        };
      });
    });
  }
}
