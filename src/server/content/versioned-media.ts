import { createHash } from 'node:crypto';

/** A public picture as served, and its version: the first 12 hex digits of the SHA-256 of the body. */
export interface VersionedMedia {
  body: string;
  version: string;
}

/**
 * Pictures drawn in code (APN screenshots, banner art) are the same until a deploy changes the code
 * that draws them. Each is drawn once, and the URLs the API hands out carry its version (`?v=…`):
 * the URL changes whenever the picture does, so the media route can let browsers keep it for a year
 * without asking again (routes/media.ts).
 */
export function versionedMedia<N extends string>(draw: (name: N) => string): (name: N) => VersionedMedia {
  const drawn = new Map<N, VersionedMedia>();
  return (name) => {
    let media = drawn.get(name);
    if (!media) {
      const body = draw(name);
      media = { body, version: createHash('sha256').update(body).digest('hex').slice(0, 12) };
      drawn.set(name, media);
    }
    return media;
  };
}

/** `path?v=<version>`: the URL of one version of a picture. */
export const versionedUrl = (path: string, media: VersionedMedia) => `${path}?v=${media.version}`;
