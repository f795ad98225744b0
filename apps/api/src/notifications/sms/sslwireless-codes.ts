/**
 * SSL Wireless's answer codes (HTTP API v3: the `status_code` of a FAILED answer), each with its meaning
 * and whether sending the same SMS again could ever succeed. The adapter decides retry or give-up from this
 * table alone, and the local stand-in answers in the same words.
 *
 * `permanent`: the request itself or the account is wrong (credentials, sender id, the number, the text),
 * so a retry gets the same refusal and the message is marked failed. Anything else, including a code missing
 * from the table, is taken as passing (too many requests, the gateway's own trouble) and retried.
 */
export const SSLWIRELESS_CODES: Readonly<Record<number, { meaning: string; permanent: boolean }>> = {
  4001: { meaning: 'Unauthorized', permanent: true },
  4002: { meaning: 'SID not permitted', permanent: true },
  4003: { meaning: 'IP not whitelisted', permanent: true },
  4004: { meaning: 'Invalid request format', permanent: true },
  4005: { meaning: 'Endpoint not found', permanent: true },
  4020: { meaning: 'Invalid CSMS ID', permanent: true },
  4022: { meaning: 'Required parameter missing', permanent: true },
  4023: { meaning: 'Duplicate CSMS ID', permanent: true },
  4025: { meaning: 'Invalid MSISDN', permanent: true },
  4026: { meaning: 'Blocked MSISDN', permanent: true },
  4027: { meaning: 'Message length exceeded', permanent: true },
  4028: { meaning: 'Invalid message data', permanent: true },
  4029: { meaning: 'Too many requests', permanent: false },
  4031: { meaning: 'TPS exceeded', permanent: false },
  5000: { meaning: 'Internal server error', permanent: false },
};

/**
 * The gateway already has a message under this `csms_id`: not a failure but the proof that an earlier
 * attempt, whose answer was lost, was taken. The adapter reports it as sent (`duplicate: true`).
 */
export const DUPLICATE_CSMS_ID = 4023;

/** The code's meaning, for a FAILED answer whose `error_message` is empty. */
export const meaningOf = (code: number): string => SSLWIRELESS_CODES[code]?.meaning ?? 'Unknown error';

/** Whether a FAILED answer with this code refuses the message for good. */
export const isPermanent = (code: number): boolean => SSLWIRELESS_CODES[code]?.permanent ?? false;
