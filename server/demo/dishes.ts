// What the demo's cooks make. The first six are the meals the browser tests find on tomorrow's menus by title
// (tests/e2e/): their titles, cooks, portions and allergens must not change.
import type { Allergen, DietaryTag } from '../../shared/enums';

export interface Dish {
  title: string;
  description: string;
  priceCents: number;
  tags: DietaryTag[];
  allergens: Allergen[];
  /** The colour of the food in its drawn photo (0-1 around the colour wheel). */
  hue: number;
}

const dish = (
  title: string,
  description: string,
  priceCents: number,
  hue: number,
  allergens: Allergen[],
  tags: DietaryTag[] = [],
): Dish => ({ title, description, priceCents, hue, allergens, tags });

export const DISHES = {
  cepelinai: dish(
    'Cepelinai with mushroom sauce',
    'Potato dumplings filled with minced pork, served with a creamy chanterelle sauce.',
    650,
    0.05,
    ['milk'],
  ),
  saltibarsciai: dish(
    'Šaltibarščiai cold beet soup',
    'The pink summer classic with kefir, cucumber, dill and a boiled egg; baked potatoes on the side.',
    400,
    0.92,
    ['milk', 'eggs'],
    ['vegetarian', 'glutenFree'],
  ),
  curry: dish(
    'Chickpea and spinach curry',
    'Mild coconut curry with basmati rice and fresh coriander.',
    550,
    0.13,
    ['mustard'],
    ['vegan', 'vegetarian', 'glutenFree'],
  ),
  pastaBake: dish(
    'Chicken and broccoli pasta bake',
    'Penne baked with chicken, broccoli, béchamel and a cheddar crust.',
    600,
    0.3,
    ['gluten', 'milk', 'eggs'],
  ),
  poke: dish(
    'Salmon poke bowl',
    'Marinated salmon, sushi rice, edamame, avocado, pickled ginger and sesame.',
    750,
    0.55,
    ['fish', 'soybeans', 'sesame', 'gluten'],
  ),
  risotto: dish(
    'Mushroom barley risotto',
    'Pearl barley cooked slowly with forest mushrooms, thyme and parmesan.',
    500,
    0.7,
    ['gluten', 'milk', 'celery'],
    ['vegetarian'],
  ),
  kugelis: dish(
    'Kugelis su spirgučiais',
    'Grated potato pudding baked golden, with crispy bacon bits and sour cream.',
    550,
    0.09,
    ['milk', 'eggs'],
  ),
  borscht: dish(
    'Barščiai su grybų ausytėmis',
    'Clear beetroot broth with little mushroom dumplings, the way grandmother made it.',
    450,
    0.95,
    ['gluten', 'celery'],
    ['vegetarian'],
  ),
  blynai: dish(
    'Bulviniai blynai',
    'Potato pancakes with sour cream and lingonberry jam.',
    480,
    0.1,
    ['milk', 'eggs', 'gluten'],
    ['vegetarian'],
  ),
  chickenSoup: dish(
    'Chicken noodle soup',
    'Slow-cooked chicken broth with egg noodles, carrots and parsley.',
    420,
    0.15,
    ['gluten', 'eggs', 'celery'],
  ),
  stroganoff: dish(
    'Beef stroganoff with buckwheat',
    'Tender beef in a mustard and sour cream sauce, on toasted buckwheat.',
    700,
    0.04,
    ['milk', 'mustard'],
  ),
  lasagne: dish(
    'Vegetable lasagne',
    'Layers of courgette, aubergine, tomato and ricotta.',
    600,
    0.02,
    ['gluten', 'milk', 'eggs'],
    ['vegetarian'],
  ),
  shakshuka: dish(
    'Shakshuka with flatbread',
    'Eggs poached in a spiced tomato and pepper sauce, with warm flatbread.',
    500,
    0.01,
    ['eggs', 'gluten'],
    ['vegetarian'],
  ),
  greenCurry: dish(
    'Thai green curry',
    'Chicken, green beans and Thai basil in coconut milk, with jasmine rice.',
    650,
    0.35,
    ['fish', 'crustaceans'],
    ['glutenFree'],
  ),
  falafel: dish(
    'Falafel wrap',
    'Crispy falafel, hummus, pickled red onion and tahini in a warm wrap.',
    500,
    0.25,
    ['gluten', 'sesame'],
    ['vegan', 'vegetarian'],
  ),
  lentilSoup: dish(
    'Red lentil soup',
    'Lentils, carrot and cumin, blended smooth, with lemon and chilli oil.',
    380,
    0.07,
    ['celery'],
    ['vegan', 'vegetarian', 'glutenFree'],
  ),
  dal: dish(
    'Tarka dal with rice',
    'Yellow lentils tempered with garlic, cumin and curry leaves, with basmati rice.',
    520,
    0.14,
    ['mustard'],
    ['vegan', 'vegetarian', 'glutenFree'],
  ),
  shepherdsPie: dish("Shepherd's pie", 'Lamb and vegetables under a crust of buttery mashed potato.', 680, 0.06, [
    'milk',
    'celery',
  ]),
  fishPie: dish(
    'Smoked haddock fish pie',
    'Haddock, prawns and leeks in a creamy sauce, topped with mash and cheddar.',
    720,
    0.12,
    ['fish', 'crustaceans', 'milk'],
  ),
  ramen: dish(
    'Miso ramen',
    'Miso broth, noodles, soft egg, corn, spring onion and roasted tofu.',
    690,
    0.11,
    ['gluten', 'soybeans', 'eggs', 'sesame'],
    ['vegetarian'],
  ),
} satisfies Record<string, Dish>;

export type DishKey = keyof typeof DISHES;

/**
 * What each cook makes (by e-mail). The first demo's six titles are left out: a test that finds one by title on the
 * week's menu or a cook's list must find exactly one.
 */
export const REPERTOIRE: Record<string, DishKey[]> = {
  'cook@example.com': ['kugelis', 'blynai', 'chickenSoup'],
  'cook2@example.com': ['stroganoff', 'lasagne', 'shakshuka'],
  'kaunas.cook@example.com': ['borscht', 'chickenSoup', 'blynai'],
  'ieva.zukauskiene@example.com': ['borscht', 'shakshuka', 'lentilSoup', 'falafel'],
  'mantas.vasiliauskas@example.com': ['greenCurry', 'ramen', 'stroganoff'],
  'darius.butkus@example.com': ['kugelis', 'lasagne', 'lentilSoup'],
  'priya.shah@example.net': ['dal', 'greenCurry', 'falafel'],
  'tom.fletcher@example.net': ['shepherdsPie', 'fishPie', 'ramen'],
};

/** Tomorrow's and the day after's meals of the first demo (the browser tests reserve and edit them by title). */
export const FIXED_MEALS: {
  cook: string;
  office: 'vilnius' | 'kaunas';
  dayOffset: number;
  dish: DishKey;
  portions: number;
  pickup: [string, string];
}[] = [
  {
    cook: 'cook@example.com',
    office: 'vilnius',
    dayOffset: 1,
    dish: 'cepelinai',
    portions: 8,
    pickup: ['12:30', '13:30'],
  },
  {
    cook: 'cook@example.com',
    office: 'vilnius',
    dayOffset: 1,
    dish: 'saltibarsciai',
    portions: 10,
    pickup: ['12:00', '13:00'],
  },
  {
    cook: 'cook2@example.com',
    office: 'vilnius',
    dayOffset: 1,
    dish: 'curry',
    portions: 12,
    pickup: ['11:30', '12:30'],
  },
  {
    cook: 'cook2@example.com',
    office: 'vilnius',
    dayOffset: 1,
    dish: 'pastaBake',
    portions: 6,
    pickup: ['12:30', '13:30'],
  },
  { cook: 'cook@example.com', office: 'vilnius', dayOffset: 2, dish: 'poke', portions: 5, pickup: ['12:00', '13:00'] },
  {
    cook: 'kaunas.cook@example.com',
    office: 'kaunas',
    dayOffset: 1,
    dish: 'risotto',
    portions: 8,
    pickup: ['12:30', '13:30'],
  },
];
