-- Monday-to-Friday days from one date to another, both counted (0 when the second is earlier), by arithmetic:
-- whole weeks give five each, and the days left over count those of them that fall on a weekday. The weekday
-- comes from the days since Monday 1 January 2001. A plain expression, neither strict nor reading a table, so the
-- planner inlines it into the queries that add up working hours.
CREATE FUNCTION atrium_weekdays(from_date date, to_date date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN to_date < from_date THEN 0 ELSE
    ((to_date - from_date + 1) / 7) * 5
    + greatest(0, least(((from_date - DATE '2001-01-01') % 7 + 7) % 7 + (to_date - from_date + 1) % 7 - 1, 4)
        - ((from_date - DATE '2001-01-01') % 7 + 7) % 7 + 1)
    + greatest(0, ((from_date - DATE '2001-01-01') % 7 + 7) % 7 + (to_date - from_date + 1) % 7 - 7)
  END $$;
