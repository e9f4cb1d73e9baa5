import { maxLengthOf, type StaffBrand, staffBrandUpdate, type StaffGame, staffGameUpdate } from '@casino/contract';

/** What the editor holds for a brand or a game: the fields staff may change. */
export interface ItemValues {
  name: string;
  /** A brand's logo or a game's image: an uploaded file's `/uploads/...` path, or a URL. */
  image: string;
  sort: number;
  active: boolean;
}

export type ItemKind = 'brand' | 'game';

export type SaveResult = { outcome: 'done' } | { outcome: 'failed'; message: string | null };

export const brandValues = (brand: StaffBrand): ItemValues => ({ name: brand.name, image: brand.logo_url, sort: brand.sort, active: brand.active });
export const gameValues = (game: StaffGame): ItemValues => ({ name: game.name, image: game.image_url, sort: game.sort, active: game.active });

/** The contract's own bounds for each kind, so the form refuses what the API would. */
export function fieldRules(kind: ItemKind) {
  const fields = kind === 'brand' ? staffBrandUpdate.body.properties : staffGameUpdate.body.properties;
  const image = kind === 'brand' ? staffBrandUpdate.body.properties.logo_url : staffGameUpdate.body.properties.image_url;
  return {
    nameMax: kind === 'brand' ? maxLengthOf(staffBrandUpdate.body, 'name') : maxLengthOf(staffGameUpdate.body, 'name'),
    imagePattern: new RegExp(image.pattern ?? '.'),
    imageMax: kind === 'brand' ? maxLengthOf(staffBrandUpdate.body, 'logo_url') : maxLengthOf(staffGameUpdate.body, 'image_url'),
    sortMax: fields.sort.maximum ?? 1_000_000,
  };
}

/** A brand or game opened in the editor (or withdrawn from its row), with how to save it. */
export interface EditRequest {
  kind: ItemKind;
  /** The row's id, so the editor starts afresh for another row. */
  id: number;
  values: ItemValues;
  save: (values: ItemValues) => Promise<SaveResult>;
}
