/**
 * The demo cafe's sample data (spec §9): 10 products from $3.50 to $16.00 across the five categories,
 * three expenses, and a few tasks and events placed relative to today. Prices and amounts are in cents.
 */
import type {
  ExpenseCategory,
  ExpenseStatus,
  ProductCategory,
  TaskCategory,
  TaskPriority,
} from '@cafe/domain';

export const DEMO_PRODUCTS = [
  {
    name: 'Espresso',
    category: 'beverages',
    price: 350,
    description: 'A double shot of our house blend, rich and chocolatey with a caramel finish.',
  },
  {
    name: 'Cappuccino',
    category: 'beverages',
    price: 475,
    description: 'Espresso with steamed milk under a thick cap of velvety foam.',
  },
  {
    name: 'Iced Caramel Latte',
    category: 'beverages',
    price: 550,
    description: 'Espresso, cold milk and house caramel syrup over ice.',
  },
  {
    name: 'Avocado Toast',
    category: 'food',
    price: 950,
    description: 'Smashed avocado on toasted sourdough with chili flakes, lemon and sea salt.',
  },
  {
    name: 'Smoked Salmon Bagel',
    category: 'food',
    price: 1125,
    description: 'Toasted everything bagel with cream cheese, smoked salmon, capers and red onion.',
  },
  {
    name: 'Blueberry Muffin',
    category: 'desserts',
    price: 375,
    description: 'Baked every morning with fresh blueberries and a crumble top.',
  },
  {
    name: 'New York Cheesecake',
    category: 'desserts',
    price: 650,
    description: 'A creamy slice on a buttery graham cracker crust.',
  },
  {
    name: 'Ceramic Logo Mug',
    category: 'merchandise',
    price: 1400,
    description: '12 oz stoneware mug with the cafe logo. Dishwasher safe.',
  },
  {
    name: 'House Blend Coffee Beans (1 lb)',
    category: 'merchandise',
    price: 1600,
    description: 'Our medium roast whole beans from Colombia and Ethiopia, roasted weekly.',
  },
  {
    name: 'Custom Celebration Cupcakes (6)',
    category: 'custom',
    price: 1500,
    description: 'Six vanilla or chocolate cupcakes decorated to order. Order a day ahead.',
  },
] as const satisfies readonly {
  name: string;
  category: ProductCategory;
  price: number;
  description: string;
}[];

export const DEMO_EXPENSES = [
  {
    description: 'Coffee beans and dairy restock',
    amount: 47550,
    category: 'inventory',
    vendor: 'Blue Ridge Roasters',
    daysAgo: 7,
    status: 'approved',
  },
  {
    description: 'Monthly electricity bill',
    amount: 32575,
    category: 'utilities',
    vendor: 'City Power & Light',
    daysAgo: 15,
    status: 'approved',
  },
  {
    description: 'Espresso machine descaling and service',
    amount: 15000,
    category: 'maintenance',
    vendor: 'BrewTech Services',
    daysAgo: 3,
    status: 'pending',
  },
] as const satisfies readonly {
  description: string;
  amount: number;
  category: ExpenseCategory;
  vendor: string;
  daysAgo: number;
  status: ExpenseStatus;
}[];

export const DEMO_TASKS = [
  {
    title: 'Clean coffee machines',
    description: 'Backflush the espresso machine, purge the steam wands and wipe down the grinders.',
    dueInDays: 0,
    priority: 'high',
    category: 'daily',
  },
  {
    title: 'Restock milk',
    description: 'Check whole, oat and almond milk in the bar fridge and restock from the walk-in.',
    dueInDays: 0,
    priority: 'medium',
    category: 'daily',
  },
  {
    title: 'Staff meeting',
    description: 'Prepare the agenda: new seasonal menu, rota for next week, customer feedback.',
    dueInDays: 2,
    priority: 'medium',
    category: 'weekly',
  },
] as const satisfies readonly {
  title: string;
  description: string;
  dueInDays: number;
  priority: TaskPriority;
  category: TaskCategory;
}[];

export const DEMO_EVENTS = [
  {
    title: 'Staff meeting',
    description: 'Weekly team meeting: seasonal menu, rota and customer feedback.',
    inDays: 2,
    start: '08:00',
    end: '09:00',
    location: 'Back office',
    attendees: ['All staff'],
    isImportant: true,
  },
  {
    title: 'Equipment maintenance',
    description: 'Technician visit to service the espresso machine and calibrate the grinders.',
    inDays: 5,
    start: '14:00',
    end: '16:00',
    location: 'Espresso bar',
    attendees: ['Morgan Manager', 'BrewTech Services'],
    isImportant: false,
  },
  {
    title: 'Vendor meeting',
    description: 'Tasting of new single-origin beans and review of the supply contract.',
    inDays: 1,
    start: '11:00',
    end: '12:00',
    location: 'Cafe seating area',
    attendees: ['Alex Admin', 'Blue Ridge Roasters'],
    isImportant: false,
  },
] as const;
