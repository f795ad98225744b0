import { Link } from 'react-router';
import { shop } from '../../content/shop.ts';

const footerLink = 'rounded text-slate-300 underline-offset-4 hover:text-white hover:underline';

/** Spec section 2: site links, 'Privacy Policy' and 'Terms of Service', the shop's contacts and socials. */
export function Footer() {
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200 dark:bg-black print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <img src="/media/logo-mark.svg" alt="" width={32} height={32} className="size-8" loading="lazy" />
            {shop.name}
          </p>
          <p className="mt-3 text-sm text-slate-300">{shop.tagline}.</p>
          <p className="mt-2 text-sm text-slate-300">Serving riders in Dhaka since {shop.foundedText}.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/allbikes" className={footerLink}>
                All Bikes
              </Link>
            </li>
            <li>
              <Link to="/about" className={footerLink}>
                About Us
              </Link>
            </li>
            <li>
              <Link to="/contact" className={footerLink}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link to="/allbikes" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/about" className={footerLink}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-300">
            <li>
              Phone:{' '}
              <a href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`} className={footerLink}>
                {shop.phone}
              </a>
            </li>
            <li>
              Email:{' '}
              <a href={`mailto:${shop.email}`} className={`${footerLink} break-all`}>
                {shop.email}
              </a>
            </li>
            <li>{shop.address}</li>
            <li>{shop.openingHours}</li>
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Follow us</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {shop.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className={footerLink}>
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-400 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {shop.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
