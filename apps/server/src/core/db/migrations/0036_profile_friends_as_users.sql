-- Friends on a profile's 'Sobre' were typed names; they become users of the product, by id. Each name
-- (or e-mail) that matches a user is kept as that user, once, in the order typed; a name nobody has is dropped.
UPDATE profiles p SET about = jsonb_set(p.about, '{friends}', COALESCE((
    SELECT jsonb_agg(to_jsonb(picked.id::text) ORDER BY picked.ord)
      FROM (SELECT DISTINCT ON (u.id) u.id, f.ord
              FROM jsonb_array_elements_text(p.about -> 'friends') WITH ORDINALITY AS f (name, ord)
              JOIN LATERAL (SELECT id FROM users
                             WHERE id <> p.user_id
                               AND (lower(display_name) = lower(trim(f.name)) OR lower(email) = lower(trim(f.name)))
                             ORDER BY created_at, id LIMIT 1) u ON true
             ORDER BY u.id, f.ord) picked), '[]'::jsonb))
 WHERE jsonb_typeof(p.about -> 'friends') = 'array' AND jsonb_array_length(p.about -> 'friends') > 0
