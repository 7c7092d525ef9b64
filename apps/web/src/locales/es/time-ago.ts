import type { TimeAgoTranslation } from '../types';

const timeAgo: TimeAgoTranslation = {
  justNow: 'justo ahora',
  yesterday: 'ayer',
  minutes_one: 'hace {{count}} minuto',
  minutes_many: 'hace {{count}} de minutos',
  minutes_other: 'hace {{count}} minutos',
  hours_one: 'hace {{count}} hora',
  hours_many: 'hace {{count}} de horas',
  hours_other: 'hace {{count}} horas',
  days_one: 'hace {{count}} día',
  days_many: 'hace {{count}} de días',
  days_other: 'hace {{count}} días',
  weeks_one: 'hace {{count}} semana',
  weeks_many: 'hace {{count}} de semanas',
  weeks_other: 'hace {{count}} semanas',
  months_one: 'hace {{count}} mes',
  months_many: 'hace {{count}} de meses',
  months_other: 'hace {{count}} meses',
  years_one: 'hace {{count}} año',
  years_many: 'hace {{count}} de años',
  years_other: 'hace {{count}} años',
};

export default timeAgo;
