import {
  clauseNumberOf,
  contentApi,
  howWeWorkTopics,
  type DefaultTermType,
  type HowWeWorkItem,
  type Language,
  type PublishedEula,
} from '@tradepact/shared';
import type { PublicCache } from '../../cache/public-cache.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { readyAnswer, type ReadyAnswer } from '../../http/ready-answer.js';
import { currentEula, currentTermsVersion, termsOf } from './content.repository.js';
import { textIn } from './translated.js';

/**
 * The published content everyone reads alike in a language (the EULA in force, the default terms, the
 * how-we-work page), kept in the public cache per language; what each user accepted is contentService's.
 */
export function publishedContentService(db: Db, cache: PublicCache) {
  const termsInForce = () =>
    cache.read('default_terms', 'in force', async () => {
      const version = await currentTermsVersion(db);
      return version === undefined ? [] : termsOf(db, version);
    });

  /** The EULA in force as anyone may read it, signed in or not, in `language`. */
  const eula = (language: Language): Promise<PublishedEula> =>
    cache.read('eula', `in force in ${language}`, async () => {
      const found = await currentEula(db);
      if (!found) throw notFound();
      return {
        Content: textIn(language, found.content, found.translations),
        Version: found.version,
        PublishedDate: found.publishedAt.toISOString(),
      };
    });

  const service = {
    eula,

    /** GET /api/site/eula's ready answer (ready-answer.ts): the EULA checked and written once per version. */
    eulaAnswer(language: Language): ReadyAnswer | Promise<ReadyAnswer> {
      return cache.readNow('eula', `answer in ${language}`, async () =>
        readyAnswer(JSON.stringify(contentApi.publishedEula.data.parse(await eula(language)))),
      );
    },

    /** GET /api/site/howwework's ready answer, checked and written once per version of the terms. */
    howWeWorkAnswer(language: Language): ReadyAnswer | Promise<ReadyAnswer> {
      return cache.readNow('default_terms', `how we work answer in ${language}`, async () =>
        readyAnswer(JSON.stringify(contentApi.howWeWork.data.parse(await service.howWeWork(language)))),
      );
    },

    /**
     * The default terms in force of one kind (0 client, 1 sub-contractor), in their order, in
     * `language`: a contract written in French starts from the French clauses, numbered the same.
     */
    defaultTerms(type: DefaultTermType, language: Language): Promise<{ Text: string; Video: string }[]> {
      return cache.read('default_terms', `of type ${type} in ${language}`, async () =>
        (await termsInForce())
          .filter((term) => term.type === type)
          .sort((a, b) => a.sort - b.sort)
          .map((term) => ({ Text: textIn(language, term.text, term.translations), Video: term.video })),
      );
    },

    /**
     * The how-we-work page's problems with the clause in force that answers each (doc 3 §1), in
     * `language`: read from the published default terms, so the page never shows a clause the contracts
     * do not carry. A topic whose term an operator's later version removed is left out rather than
     * shown without its clause. Each clause is numbered as a contract made from these terms prints it:
     * by its place among them.
     */
    howWeWork(language: Language): Promise<HowWeWorkItem[]> {
      return cache.read('default_terms', `how we work in ${language}`, async () => {
        const terms = await termsInForce();
        return howWeWorkTopics.flatMap((topic) => {
          const ofType = terms.filter((term) => term.type === topic.type).sort((a, b) => a.sort - b.sort);
          const term = ofType.find((candidate) => candidate.number === topic.term);
          const number = clauseNumberOf(ofType, (candidate) => candidate === term);
          return term && number !== undefined
            ? [
                {
                  Key: topic.key,
                  Type: topic.type,
                  Number: number,
                  Text: textIn(language, term.text, term.translations),
                },
              ]
            : [];
        });
      });
    },
  };
  return service;
}
