/** What other screens show of the account: the banners about a pending approval or an unverified e-mail. */
export { AccountBanners } from './components/account-banners';
