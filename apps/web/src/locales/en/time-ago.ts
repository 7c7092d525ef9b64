import type { TimeAgoTranslation } from '../types';

/** English time-ago labels (the `timeAgo` section); plural forms as Intl.PluralRules('en') names them. */
const timeAgo = {
  justNow: 'just now',
  yesterday: 'yesterday',
  minutes_one: '{{count}} minute ago',
  minutes_other: '{{count}} minutes ago',
  hours_one: '{{count}} hour ago',
  hours_other: '{{count}} hours ago',
  days_one: '{{count}} day ago',
  days_other: '{{count}} days ago',
  weeks_one: '{{count}} week ago',
  weeks_other: '{{count}} weeks ago',
  months_one: '{{count}} month ago',
  months_other: '{{count}} months ago',
  years_one: '{{count}} year ago',
  years_other: '{{count}} years ago',
} satisfies TimeAgoTranslation;

export default timeAgo;
