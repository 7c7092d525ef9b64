import type { TimeAgoTranslation } from '../types';

const timeAgo: TimeAgoTranslation = {
  justNow: "à l'instant",
  yesterday: 'hier',
  minutes_one: 'il y a {{count}} minute',
  minutes_many: 'il y a {{count}} de minutes',
  minutes_other: 'il y a {{count}} minutes',
  hours_one: 'il y a {{count}} heure',
  hours_many: "il y a {{count}} d'heures",
  hours_other: 'il y a {{count}} heures',
  days_one: 'il y a {{count}} jour',
  days_many: 'il y a {{count}} de jours',
  days_other: 'il y a {{count}} jours',
  weeks_one: 'il y a {{count}} semaine',
  weeks_many: 'il y a {{count}} de semaines',
  weeks_other: 'il y a {{count}} semaines',
  months_one: 'il y a {{count}} mois',
  months_many: 'il y a {{count}} de mois',
  months_other: 'il y a {{count}} mois',
  years_one: 'il y a {{count}} an',
  years_many: "il y a {{count}} d'ans",
  years_other: 'il y a {{count}} ans',
};

export default timeAgo;
