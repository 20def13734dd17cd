import accountEnglish from '../../remotes/account/src/locales/en.json';

/** The profile's words when a picture is chosen, as the account remote's English catalogue says them. */
export const pictureChosen = (fileName: string) =>
  accountEnglish['profile.pictureChosen'].replace('{fileName}', fileName);
