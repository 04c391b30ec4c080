import { esc } from './html';

/** Just enough of Apple's XML property list format for a configuration profile. */
export type PlistValue = string | number | boolean | PlistValue[] | { [key: string]: PlistValue };

function node(value: PlistValue, indent: string): string {
  const inner = `${indent}  `;
  if (typeof value === 'string') return `${indent}<string>${esc(value)}</string>`;
  if (typeof value === 'number') return `${indent}<integer>${Math.trunc(value)}</integer>`;
  if (typeof value === 'boolean') return `${indent}<${value}/>`;
  if (Array.isArray(value)) return `${indent}<array>\n${value.map((v) => node(v, inner)).join('\n')}\n${indent}</array>`;
  // Keys sorted, as Apple's own tools write them: the same profile is always the same bytes.
  const entries = Object.keys(value)
    .sort()
    .map((k) => `${inner}<key>${esc(k)}</key>\n${node(value[k]!, inner)}`);
  return `${indent}<dict>\n${entries.join('\n')}\n${indent}</dict>`;
}

export function plistXml(root: PlistValue): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    node(root, ''),
    '</plist>',
    '',
  ].join('\n');
}
