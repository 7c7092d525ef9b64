import type { TimeAgoTranslation } from '../types';

const timeAgo: TimeAgoTranslation = {
  justNow: 'только что',
  yesterday: 'вчера',
  minutes_one: '{{count}} минуту назад',
  minutes_few: '{{count}} минуты назад',
  minutes_many: '{{count}} минут назад',
  minutes_other: '{{count}} минуты назад',
  hours_one: '{{count}} час назад',
  hours_few: '{{count}} часа назад',
  hours_many: '{{count}} часов назад',
  hours_other: '{{count}} часа назад',
  days_one: '{{count}} день назад',
  days_few: '{{count}} дня назад',
  days_many: '{{count}} дней назад',
  days_other: '{{count}} дня назад',
  weeks_one: '{{count}} неделю назад',
  weeks_few: '{{count}} недели назад',
  weeks_many: '{{count}} недель назад',
  weeks_other: '{{count}} недели назад',
  months_one: '{{count}} месяц назад',
  months_few: '{{count}} месяца назад',
  months_many: '{{count}} месяцев назад',
  months_other: '{{count}} месяца назад',
  years_one: '{{count}} год назад',
  years_few: '{{count}} года назад',
  years_many: '{{count}} лет назад',
  years_other: '{{count}} года назад',
};

export default timeAgo;
