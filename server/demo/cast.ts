// Who lives in the demo world: two organizations, three offices in two time zones, and about forty people. The
// first seven are the demo accounts the README, the browser tests and tests/integration/demo-seed.test.ts sign in
// with: their e-mails, names, roles and offices must not change.
import type { Locale, Role } from '../../shared/enums';

export type OfficeKey = 'vilnius' | 'kaunas' | 'london';
export type OrganizationKey = 'demo' | 'northwind';

export const DEMO_ORGANIZATIONS: Record<OrganizationKey, { name: string; domain: string }> = {
  demo: { name: 'Demo Company', domain: 'example.com' },
  northwind: { name: 'Northwind Studio', domain: 'example.net' },
};

export const DEMO_OFFICES: Record<
  OfficeKey,
  { organization: OrganizationKey; name: string; slug: string; subdomain: string | null; timeZone: string }
> = {
  vilnius: {
    organization: 'demo',
    name: 'Vilnius HQ',
    slug: 'vilnius-hq',
    subdomain: 'vilnius',
    timeZone: 'Europe/Vilnius',
  },
  kaunas: {
    organization: 'demo',
    name: 'Kaunas Office',
    slug: 'kaunas-office',
    subdomain: null,
    timeZone: 'Europe/Vilnius',
  },
  london: {
    organization: 'northwind',
    name: 'London Studio',
    slug: 'london-studio',
    subdomain: null,
    timeZone: 'Europe/London',
  },
};

export interface DemoPerson {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  office: OfficeKey | null;
  locale: Locale;
}

const account = (email: string, role: Role, firstName: string, lastName: string, office: OfficeKey | null) => ({
  email,
  role,
  firstName,
  lastName,
  office,
  locale: 'en' as Locale,
});

/** The demo accounts (password DEMO_PASSWORD), in the order the README lists them. */
export const DEMO_ACCOUNTS: DemoPerson[] = [
  account('super@example.com', 'super_admin', 'Sigita', 'Vaitkienė', 'vilnius'),
  account('admin@example.com', 'admin', 'Andrius', 'Stankevičius', 'vilnius'),
  account('cook@example.com', 'cook', 'Rasa', 'Petraitė', 'vilnius'),
  account('cook2@example.com', 'cook', 'Jonas', 'Kazlauskas', 'vilnius'),
  account('eater@example.com', 'eater', 'Tomas', 'Jankauskas', 'vilnius'),
  account('kaunas.cook@example.com', 'cook', 'Eglė', 'Paulauskienė', 'kaunas'),
  account('newcomer@example.com', 'eater', 'Lina', 'Urbonaitė', null),
];

/** An address from a name: lower case, no diacritics ("Žukauskienė" -> "zukauskiene"). */
const address = (first: string, last: string, domain: string) =>
  `${first}.${last}@${domain}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const colleague = (office: OfficeKey, role: Role, name: string): DemoPerson => {
  const [firstName, lastName] = name.split(' ') as [string, string];
  const organization = DEMO_ORGANIZATIONS[DEMO_OFFICES[office].organization];
  return {
    email: address(firstName, lastName, organization.domain),
    role,
    firstName,
    lastName,
    office,
    locale: office === 'london' ? 'en' : 'lt',
  };
};

/** Everyone else: cooks and eaters of each office, and the second organization's admin. */
export const DEMO_COLLEAGUES: DemoPerson[] = [
  colleague('vilnius', 'cook', 'Ieva Žukauskienė'),
  colleague('vilnius', 'cook', 'Mantas Vasiliauskas'),
  ...[
    'Gintarė Balčiūnaitė',
    'Paulius Navickas',
    'Austėja Kavaliauskaitė',
    'Lukas Ramanauskas',
    'Greta Sakalauskaitė',
    'Dovydas Žemaitis',
    'Monika Rimkutė',
    'Karolis Urbonas',
    'Ugnė Lukošiūtė',
    'Matas Jonaitis',
    'Emilija Stonkutė',
    'Vytautas Mikalauskas',
    'Kotryna Grigaitė',
    'Rokas Vaitkus',
    'Indrė Mockutė',
  ].map((name) => colleague('vilnius', 'eater', name)),
  colleague('kaunas', 'cook', 'Darius Butkus'),
  ...['Rūta Adomaitienė', 'Tadas Petrauskas', 'Simona Šimkutė', 'Arnas Kairys', 'Laura Baranauskaitė'].map((name) =>
    colleague('kaunas', 'eater', name),
  ),
  colleague('london', 'admin', 'Olivia Bennett'),
  colleague('london', 'cook', 'Priya Shah'),
  colleague('london', 'cook', 'Tom Fletcher'),
  ...[
    'Amelia Hughes',
    'Oliver Patel',
    'Chloe Evans',
    'Samuel Okafor',
    'Hannah Morris',
    'Jack Turner',
    'Sophie Clarke',
  ].map((name) => colleague('london', 'eater', name)),
];

export const DEMO_PEOPLE: DemoPerson[] = [...DEMO_ACCOUNTS, ...DEMO_COLLEAGUES];
