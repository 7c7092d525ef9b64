/** Every app kind the built-in agent knows, by kind. */
import type { AppKind, Blueprint } from '../spec.ts';
import { blueprint as landing } from './landing.ts';
import { blueprint as portfolio } from './portfolio.ts';
import { blueprint as blog } from './blog.ts';
import { blueprint as store } from './store.ts';
import { blueprint as restaurant } from './restaurant.ts';
import { blueprint as todo } from './todo.ts';
import { blueprint as kanban } from './kanban.ts';
import { blueprint as notes } from './notes.ts';
import { blueprint as habits } from './habits.ts';
import { blueprint as fitness } from './fitness.ts';
import { blueprint as budget } from './budget.ts';
import { blueprint as dashboard } from './dashboard.ts';
import { blueprint as booking } from './booking.ts';
import { blueprint as quiz } from './quiz.ts';
import { blueprint as recipes } from './recipes.ts';
import { blueprint as generic } from './generic.ts';

export const BLUEPRINTS: Record<AppKind, Blueprint> = {
  landing,
  portfolio,
  blog,
  store,
  restaurant,
  todo,
  kanban,
  notes,
  habits,
  fitness,
  budget,
  dashboard,
  booking,
  quiz,
  recipes,
  generic,
};
