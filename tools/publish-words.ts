/**
 * Publishes an app's words (docs/decisions/0030-languages-across-remotes.md): its catalogues
 * `src/locales/<language>.json` (ICU messages by id) compiled to Lingui's compiled form as
 * `locales/<language>.json` beside its `routes.json`, so the host reads them at run time and a team
 * releases a translation with its app alone. A message missing from a language is published in English,
 * never blank (the catalogues' test keeps them complete). The host's build publishes the contract's shared
 * messages too, as `locales/shared/<language>.json` (with the English a translated language's page recognises).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '../shared/contract/src/i18n/languages';
import { publishedSharedCatalogue } from '../shared/contract/src/i18n/translate';

type SourceCatalogue = Record<string, string>;

export const sourceCatalogueFile = (appDir: string, language: Language) =>
  path.join(appDir, 'src', 'locales', `${language}.json`);

function readSource(file: string): SourceCatalogue {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SourceCatalogue) : {};
}

/** An app's catalogue of `language`, compiled, with English standing in for a message it lacks. */
export function compiledCatalogue(appDir: string, language: Language): Record<string, unknown> {
  const english = readSource(sourceCatalogueFile(appDir, DEFAULT_LANGUAGE));
  const own = language === DEFAULT_LANGUAGE ? {} : readSource(sourceCatalogueFile(appDir, language));
  return Object.fromEntries(
    Object.entries({ ...english, ...own }).map(([id, message]) => [id, compileMessage(message)]),
  );
}

export function publishWordsPlugin(appDir: string, options: { shared: boolean }) {
  return {
    apply(compiler: Compiler) {
      if (!existsSync(sourceCatalogueFile(appDir, DEFAULT_LANGUAGE)) && !options.shared) return;
      compiler.hooks.thisCompilation.tap('PublishWords', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'PublishWords', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            for (const language of LANGUAGE_CODES) {
              const source = sourceCatalogueFile(appDir, language);
              // A dev server publishes an edited catalogue again.
              compilation.fileDependencies.add(source);
              if (existsSync(sourceCatalogueFile(appDir, DEFAULT_LANGUAGE)))
                compilation.emitAsset(
                  `locales/${language}.json`,
                  new rspack.sources.RawSource(JSON.stringify(compiledCatalogue(appDir, language))),
                );
              if (options.shared)
                compilation.emitAsset(
                  `locales/shared/${language}.json`,
                  new rspack.sources.RawSource(JSON.stringify(publishedSharedCatalogue(language))),
                );
            }
          },
        );
      });
    },
  };
}
