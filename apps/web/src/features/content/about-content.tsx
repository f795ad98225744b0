import { telHref } from '@bond/contract/shop';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContent } from '../../content/localized.ts';

const h2 = 'text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white';
const text = 'text-base leading-relaxed text-slate-700 dark:text-slate-300';
const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900';

/** The tagline, the year the shop opened, its introduction and the shop front. */
function AboutIntro() {
  const { t } = useTranslation('content');
  const { about, shop } = useContent();
  return (
    <section
      aria-labelledby="about-title"
      className="bg-gradient-to-b from-brand-50 to-transparent dark:from-slate-900"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase dark:text-brand-300">
            {t('about.since', { founded: shop.foundedText })}
          </p>
          <h1
            id="about-title"
            className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
          >
            {about.tagline}
          </h1>
          <p className={`mt-5 ${text}`}>{about.intro}</p>
        </div>
        <img
          src="/media/about/shop-front.svg"
          alt={t('about.shopFrontAlt', { name: shop.name })}
          width={800}
          height={600}
          fetchPriority="high"
          className="w-full rounded-2xl bg-slate-100 dark:bg-slate-800"
        />
      </div>
    </section>
  );
}

/** The shop's mission and vision, side by side. */
function MissionAndVision() {
  const { t } = useTranslation('content');
  const { about } = useContent();
  return (
    <section
      aria-label={t('about.missionAndVision')}
      className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2 lg:px-8"
    >
      <div className={card}>
        <h2 className={h2}>{t('about.mission')}</h2>
        <p className={`mt-3 ${text}`}>{about.mission}</p>
      </div>
      <div className={card}>
        <h2 className={h2}>{t('about.vision')}</h2>
        <p className={`mt-3 ${text}`}>{about.vision}</p>
      </div>
    </section>
  );
}

/** The team, a card per member: photo, name, designation and a short biography. */
function Team() {
  const { t } = useTranslation('content');
  const { team } = useContent();
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="team-title" className={`${h2} text-center`}>
        {t('about.team')}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {team.map((member) => (
          <li key={member.id} className={`${card} text-center`}>
            <img
              src={member.photo}
              alt={member.photoAlt}
              width={160}
              height={160}
              loading="lazy"
              decoding="async"
              className="mx-auto size-32 rounded-full bg-slate-100 object-cover dark:bg-slate-800"
            />
            <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{member.name}</h3>
            <p className="text-sm font-semibold text-brand-800 dark:text-brand-300">{member.designation}</p>
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** How the shop came to be, beside its milestones on a timeline. */
function HistoryAndMilestones() {
  const { t } = useTranslation('content');
  const { about } = useContent();
  return (
    <section aria-labelledby="history-title" className="bg-white dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="history-title" className={h2}>
            {t('about.history')}
          </h2>
          <div className="mt-4 space-y-4">
            {about.history.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className={text}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <div>
          <h2 className={h2}>{t('about.milestones')}</h2>
          <ol className="mt-6 space-y-6 border-l-2 border-brand-600 pl-6">
            {about.milestones.map((milestone) => (
              <li key={milestone.date} className="relative">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600"
                />
                <p className="text-sm font-semibold text-brand-800 dark:text-brand-300">{milestone.date}</p>
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">{milestone.title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{milestone.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

/** One line of the contact card: what it is, and the number, address or text. */
function ContactFact({ term, wide = false, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="font-semibold text-slate-900 dark:text-white">{term}</dt>
      {children}
    </div>
  );
}

/** A phone number people can tap to call. */
function PhoneLink({ phone }: { phone: string }) {
  return (
    <dd>
      <a href={telHref(phone)} className="text-brand-800 underline underline-offset-2 dark:text-brand-300">
        {phone}
      </a>
    </dd>
  );
}

/** The phones, fax, e-mail and opening hours. */
function ContactInformation() {
  const { t } = useTranslation('content');
  const { shop } = useContent();
  return (
    <div className={card}>
      <h2 className={h2}>{t('about.contactInformation')}</h2>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <ContactFact term={t('about.phone')}>
          <PhoneLink phone={shop.phone} />
        </ContactFact>
        <ContactFact term={t('about.tollFree')}>
          <PhoneLink phone={shop.tollFree} />
        </ContactFact>
        <ContactFact term={t('about.fax')}>
          <dd className="text-slate-700 dark:text-slate-300">{shop.fax}</dd>
        </ContactFact>
        <ContactFact term={t('about.email')}>
          <dd>
            <a
              href={`mailto:${shop.email}`}
              className="break-all text-brand-800 underline underline-offset-2 dark:text-brand-300"
            >
              {shop.email}
            </a>
          </dd>
        </ContactFact>
        <ContactFact term={t('about.hours')} wide>
          <dd className="text-slate-700 dark:text-slate-300">
            {t('about.hoursText', { open: shop.openingHours, closed: shop.closedText })}
          </dd>
        </ContactFact>
      </dl>
    </div>
  );
}

/** Where the shop is, in words and on a map. */
function Location() {
  const { t } = useTranslation('content');
  const { shop } = useContent();
  return (
    <div className={card}>
      <h2 className={h2}>{t('about.location')}</h2>
      <p className={`mt-3 font-semibold ${text}`}>{shop.address}</p>
      <p className={`mt-2 ${text}`}>{shop.locationDescription}</p>
      <img
        src="/media/about/location-map.svg"
        alt={t('about.mapAlt', { name: shop.name })}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
        className="mt-5 w-full rounded-xl bg-slate-100 dark:bg-slate-800"
      />
    </div>
  );
}

/** The About page: tagline, mission, vision, team, history and milestones, contacts, location. */
export function AboutContent() {
  return (
    <>
      <AboutIntro />
      <MissionAndVision />
      <Team />
      <HistoryAndMilestones />
      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:px-8">
        <ContactInformation />
        <Location />
      </section>
    </>
  );
}
