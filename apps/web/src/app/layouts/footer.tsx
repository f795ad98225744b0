import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContent } from '../../content/localized.ts';
import { formatDigits, useFormat } from '../../i18n/format.ts';

const footerLink = 'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline';

/** Site links, 'Privacy Policy' and 'Terms of Service', the shop's contacts and socials. */
export function Footer() {
  const { t } = useTranslation('common');
  const { shop } = useContent();
  const { language } = useFormat();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200 dark:bg-black print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <img src="/media/logo-mark.svg" alt="" width={32} height={32} className="size-8" loading="lazy" />
            {shop.name}
          </p>
          <p className="mt-3 text-sm text-slate-300">{t('footer.tagline', { tagline: shop.tagline })}</p>
          <p className="mt-2 text-sm text-slate-300">{t('footer.since', { founded: shop.foundedText })}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.explore')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/allbikes" className={footerLink}>
                {t('nav.allBikes')}
              </Link>
            </li>
            <li>
              <Link to="/about" className={footerLink}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link to="/contact" className={footerLink}>
                {t('nav.contact')}
              </Link>
            </li>
            <li>
              <Link to="/allbikes" className={footerLink}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/about" className={footerLink}>
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-300">
            <li>
              {t('footer.phone')}{' '}
              <a href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`} className={footerLink}>
                {shop.phone}
              </a>
            </li>
            <li>
              {t('footer.email')}{' '}
              <a href={`mailto:${shop.email}`} className={`${footerLink} break-all`}>
                {shop.email}
              </a>
            </li>
            <li>{shop.address}</li>
            <li>{shop.openingHours}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.follow')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {shop.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  {link.label}
                  <span className="sr-only"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: formatDigits(new Date().getFullYear(), language), name: shop.name })}
        </p>
      </div>
    </footer>
  );
}
