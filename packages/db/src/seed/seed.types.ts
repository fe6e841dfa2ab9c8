import type { Colour, Localized } from '@lotus/core';

/**
 * How a product's picture is drawn by `scripts/make-images.ts`. It lives with the seed data so the
 * products and their pictures come from one list.
 */
export type ProductArt =
  | { kind: 'robot-car'; style: 'sensor' | 'camera' | 'solar' | 'line' }
  | { kind: 'robot-arm' }
  | { kind: 'humanoid' }
  | { kind: 'robot-dog' }
  | { kind: 'toy-robot'; style: 'classic' | 'round' | 'wheels' }
  | { kind: 'vacuum'; style: 'standard' | 'slim' | 'mop' }
  | { kind: 'vacuum-dock' }
  | { kind: 'drone'; style: 'compact' | 'pro' | 'fpv' | 'guard' }
  | {
      kind: 'tshirt';
      style: 'crew' | 'vneck' | 'polo' | 'long' | 'crop' | 'oversize';
      print?: 'lotus' | 'stripes' | 'sport';
    }
  | {
      kind: 'dress';
      style: 'maxi' | 'shift' | 'flare' | 'gown' | 'shirt' | 'slip' | 'skirt' | 'bodycon';
    }
  | { kind: 'jeans'; style: 'slim' | 'wide' | 'skinny' | 'ripped' | 'shorts' | 'baggy' | 'raw' }
  | { kind: 'shoe'; style: 'court' | 'runner' | 'high' | 'loafer' | 'canvas' | 'flat' | 'chunky' }
  | {
      kind: 'bag';
      style: 'handbag' | 'tote' | 'backpack' | 'crossbody' | 'beltbag' | 'office' | 'clutch';
    };

/** A row of the specification table: a label key (see `SPEC_LABELS`) and its value. */
export type SpecKey =
  | 'material'
  | 'battery'
  | 'runTime'
  | 'charging'
  | 'dimensions'
  | 'weight'
  | 'origin'
  | 'warranty'
  | 'suction'
  | 'navigation'
  | 'dustbin'
  | 'age'
  | 'pieces'
  | 'programming'
  | 'connectivity'
  | 'camera'
  | 'range'
  | 'flightTime'
  | 'fit'
  | 'care'
  | 'sole'
  | 'lining'
  | 'capacity'
  | 'closure';

export type SpecValue = string | Localized;
export type SpecRow = readonly [SpecKey, SpecValue];

/** One category of the demo tree; `parent` names another category's slug. */
export interface CategorySeed {
  slug: string;
  parent: string | null;
  name: Localized;
  description: Localized;
  priority: number;
  /** Which products' art stands for the category on its banner. */
  art: ProductArt[];
  colours: Colour[];
}

/** A product as written in the data modules: only what differs from product to product. */
export interface ProductSeed {
  sku: string;
  name: Localized;
  short: Localized;
  description: Localized;
  price: number;
  salePrice?: number;
  /** Recently added: shown with the "new" badge and first in "newest". */
  isNew?: boolean;
  sold: number;
  colours: Colour[];
  /** Clothes: letters; shoes: EU numbers; absent for robots and bags. */
  sizes?: readonly string[];
  specs: SpecRow[];
  art: ProductArt;
  priority?: number;
}

/** The products of one leaf category, plus what all of them share. */
export interface CategoryProducts {
  category: string;
  /** The maker shown on the product page (the catalogue's `providerName` filter). */
  provider: string;
  /** Specification rows appended to every product that doesn't list the same key. */
  commonSpecs: SpecRow[];
  /** A closing sentence added to every long description (guarantees, care, delivery). */
  closing: Localized;
  products: ProductSeed[];
}
