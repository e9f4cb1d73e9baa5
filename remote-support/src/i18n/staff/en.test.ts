import type { TranslationTree } from '@casino/platform';
import { lowercaseStarts } from '@casino/platform/testing';
import { announcementsWords } from './announcements';
import { inquiriesWords } from './inquiries';
import { notesWords } from './notes';
import { siteContentWords } from './site-content';
import { STAFF_COMMON } from './use-staff-translation';

// The same rule as the member dialogs' words (docs/decisions/037-wording.md): every message starts with a capital.
test.each([
  ['shared', STAFF_COMMON],
  ['inquiries', inquiriesWords.resources],
  ['announcements', announcementsWords.resources],
  ['notes', notesWords.resources],
  ['site content', siteContentWords.resources],
])('every English message of the %s staff words starts with a capital letter', (_name, resources) => {
  expect(lowercaseStarts(resources.en as TranslationTree)).toEqual([]);
});
