import type { TimeAgoTranslation } from '../types';

const timeAgo: TimeAgoTranslation = {
  justNow: 'az önce',
  yesterday: 'dün',
  minutes_one: '{{count}} dakika önce',
  minutes_other: '{{count}} dakika önce',
  hours_one: '{{count}} saat önce',
  hours_other: '{{count}} saat önce',
  days_one: '{{count}} gün önce',
  days_other: '{{count}} gün önce',
  weeks_one: '{{count}} hafta önce',
  weeks_other: '{{count}} hafta önce',
  months_one: '{{count}} ay önce',
  months_other: '{{count}} ay önce',
  years_one: '{{count}} yıl önce',
  years_other: '{{count}} yıl önce',
};

export default timeAgo;
