// The demo people's avatars, drawn at seed time (no network, no binary files): a head and shoulders in a colour of
// each person's own, as a small SVG data URL (the content security policy allows data: images,
// server/http/security-headers.ts).
import type { Random } from './random';
import type { DemoPerson } from './cast';

const BACKGROUNDS = ['#f4a261', '#2a9d8f', '#e76f51', '#8ab17d', '#6d597a', '#457b9d', '#e9c46a', '#b56576'];
const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const HAIR = ['#2b1d0e', '#4a3123', '#a0522d', '#d4a76a', '#1c1c1c', '#7b3f00'];

export function avatarDataUrl(person: Pick<DemoPerson, 'firstName'>, random: Random): string {
  const background = random.pick(BACKGROUNDS);
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const shirt = random.pick(BACKGROUNDS.filter((colour) => colour !== background));
  // Longer hair for about half, so the faces differ a little more than by colour.
  const long = random.chance(0.5);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">`,
    `<title>${person.firstName}</title>`,
    `<rect width="64" height="64" fill="${background}"/>`,
    long ? `<rect x="17" y="18" width="30" height="30" rx="12" fill="${hair}"/>` : '',
    `<ellipse cx="32" cy="66" rx="24" ry="18" fill="${shirt}"/>`,
    `<circle cx="32" cy="28" r="12" fill="${skin}"/>`,
    `<path d="M20 27a12 12 0 0 1 24 0q-6-7-12-6t-12 6z" fill="${hair}"/>`,
    `</svg>`,
  ].join('');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
