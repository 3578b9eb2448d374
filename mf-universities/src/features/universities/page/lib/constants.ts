/** SPEC §9: where the map points when a university has no coordinates (Tashkent centre). */
export const DEFAULT_MAP_CENTER = { latitude: 41.2995, longitude: 69.2401 } as const;

/** Half the side of the embedded map's bounding box, in degrees. */
export const MAP_SPAN = 0.01;

/** Long descriptions collapse after this many characters (SPEC §9). */
export const DESCRIPTION_CLAMP = 300;
