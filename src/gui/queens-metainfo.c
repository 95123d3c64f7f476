/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Copyright 2026 The Queens authors (see AUTHORS) */
/* queens-metainfo.c: the facts of an AppStream metainfo file, in the
 * user's language
 *
 * The about window is filled from the metainfo compiled into the
 * resources.  Libadwaita 1.5 reads it itself (through the AppStream
 * library) for its name, version, release notes and links; before 1.5
 * this reads the same fields, and in both the version of the latest
 * release is read here to show its notes.
 *
 * The metainfo holds its translations beside the untranslated text:
 * msgfmt merges each translated element right after its original, with
 * an xml:lang attribute.  A field takes the text of the first of the
 * user's languages that it has (g_get_language_names(), "C" last); in a
 * release's description each paragraph and list item is a field of its
 * own, started by its untranslated element.  White space runs are read
 * as one space, as AppStream reads them.
 */
#define G_LOG_DOMAIN "Queens"

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "queens-metainfo.h"

/* One paragraph or list item of the release notes. */
typedef struct
{
  char  *markup;  /* escaped text, inline <em> and <code> kept */
  int    rank;    /* of its language: lower is preferred */
  guint  list;    /* 0 for a paragraph, else the number of its list */
  char   list_tag[3];
} NotesPart;

typedef struct
{
  QueensMetainfo      *metainfo;
  const char * const  *languages;
  GPtrArray           *elements;    /* the open elements' names */
  GString             *text;        /* the field being read, or NULL */
  int                  text_rank;
  char               **field;       /* where a simple field goes */
  int                 *field_rank;
  int                  ranks[5];    /* name, summary, developer name */
  guint                releases;    /* <release> elements seen */
  gboolean             in_notes;    /* in the first release's description */
  GPtrArray           *notes;       /* NotesPart */
  NotesPart           *part;        /* the part being read, or NULL */
  guint                lists;
  const char          *list_tag;
} Reader;

enum { RANK_NAME, RANK_SUMMARY, RANK_DEVELOPER, RANK_OTHER };

static void
notes_part_free (NotesPart *part)
{
  g_free (part->markup);
  g_free (part);
}

void
queens_metainfo_free (QueensMetainfo *metainfo)
{
  if (metainfo == NULL)
    return;
  g_free (metainfo->id);
  g_free (metainfo->name);
  g_free (metainfo->summary);
  g_free (metainfo->developer_name);
  g_free (metainfo->project_license);
  g_free (metainfo->homepage);
  g_free (metainfo->bugtracker);
  g_free (metainfo->help);
  g_free (metainfo->version);
  g_free (metainfo->release_notes);
  g_free (metainfo);
}

/* Where @lang (NULL for untranslated) stands among the user's languages:
 * lower is preferred, -1 when the user reads none of it. */
static int
language_rank (Reader     *reader,
               const char *lang)
{
  g_autofree char *posix = NULL;

  if (lang == NULL || *lang == '\0')
    lang = "C";
  posix = g_strdelimit (g_strdup (lang), "-", '_');
  for (int i = 0; reader->languages[i] != NULL; i++)
    if (g_strcmp0 (reader->languages[i], posix) == 0)
      return i;
  return -1;
}

/* @text with its white space runs as single spaces, trimmed. */
static char *
collapse_spaces (const char *text)
{
  GString *collapsed = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = collapsed->len > 0;
          continue;
        }
      if (space)
        g_string_append_c (collapsed, ' ');
      space = FALSE;
      g_string_append_c (collapsed, *p);
    }
  return g_string_free (collapsed, FALSE);
}

static const char *
parent_name (Reader *reader,
             guint   up)
{
  if (reader->elements->len <= up)
    return "";
  return g_ptr_array_index (reader->elements, reader->elements->len - 1 - up);
}

static gboolean
at_path (Reader     *reader,
         const char *path)
{
  g_auto(GStrv) names = g_strsplit (path, "/", -1);
  guint n = g_strv_length (names);

  if (reader->elements->len != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (strcmp (names[i], g_ptr_array_index (reader->elements, i)) != 0)
      return FALSE;
  return TRUE;
}

/* Starts reading a simple field's text, kept if its language is
 * preferred to the one it has. */
static void
read_field (Reader      *reader,
            char       **field,
            int         *rank,
            const char  *lang)
{
  int this_rank = language_rank (reader, lang);

  if (this_rank < 0 || (*field != NULL && *rank <= this_rank))
    return;
  reader->text = g_string_new (NULL);
  reader->text_rank = this_rank;
  reader->field = field;
  reader->field_rank = rank;
}

static void
start_notes_part (Reader     *reader,
                  const char *element,
                  const char *lang)
{
  int rank = language_rank (reader, lang);
  gboolean item = strcmp (element, "li") == 0;

  if (lang == NULL)
    {
      NotesPart *part = g_new0 (NotesPart, 1);

      part->rank = G_MAXINT;
      part->list = item ? reader->lists : 0;
      g_strlcpy (part->list_tag, item ? reader->list_tag : "", sizeof part->list_tag);
      g_ptr_array_add (reader->notes, part);
    }
  /* A translation belongs to the part just before it. */
  if (rank < 0 || reader->notes->len == 0)
    return;
  reader->part = g_ptr_array_index (reader->notes, reader->notes->len - 1);
  if (reader->part->rank <= rank)
    {
      reader->part = NULL;
      return;
    }
  reader->text = g_string_new (NULL);
  reader->text_rank = rank;
}

static void
on_start_element (GMarkupParseContext  *context,
                  const char           *element,
                  const char          **attribute_names,
                  const char          **attribute_values,
                  gpointer              user_data,
                  GError              **error)
{
  Reader *reader = user_data;
  QueensMetainfo *metainfo = reader->metainfo;
  const char *lang = NULL;
  const char *type = NULL;
  const char *version = NULL;

  for (guint i = 0; attribute_names[i] != NULL; i++)
    {
      if (strcmp (attribute_names[i], "xml:lang") == 0)
        lang = attribute_values[i];
      else if (strcmp (attribute_names[i], "type") == 0)
        type = attribute_values[i];
      else if (strcmp (attribute_names[i], "version") == 0)
        version = attribute_values[i];
    }

  /* Inline markup inside a part of the notes stays markup. */
  if (reader->part != NULL && reader->text != NULL
      && (strcmp (element, "em") == 0 || strcmp (element, "code") == 0))
    {
      g_string_append_printf (reader->text, "<%s>", element);
      g_ptr_array_add (reader->elements, g_strdup (element));
      return;
    }

  g_ptr_array_add (reader->elements, g_strdup (element));
  if (reader->text != NULL)
    return;

  if (at_path (reader, "component/id"))
    read_field (reader, &metainfo->id, &reader->ranks[RANK_OTHER], NULL);
  else if (at_path (reader, "component/name"))
    read_field (reader, &metainfo->name, &reader->ranks[RANK_NAME], lang);
  else if (at_path (reader, "component/summary"))
    read_field (reader, &metainfo->summary, &reader->ranks[RANK_SUMMARY], lang);
  else if (at_path (reader, "component/developer/name"))
    read_field (reader, &metainfo->developer_name, &reader->ranks[RANK_DEVELOPER], lang);
  else if (at_path (reader, "component/project_license"))
    read_field (reader, &metainfo->project_license, &reader->ranks[RANK_OTHER], NULL);
  else if (at_path (reader, "component/url") && g_strcmp0 (type, "homepage") == 0)
    read_field (reader, &metainfo->homepage, &reader->ranks[RANK_OTHER], NULL);
  else if (at_path (reader, "component/url") && g_strcmp0 (type, "bugtracker") == 0)
    read_field (reader, &metainfo->bugtracker, &reader->ranks[RANK_OTHER], NULL);
  else if (at_path (reader, "component/url") && g_strcmp0 (type, "help") == 0)
    read_field (reader, &metainfo->help, &reader->ranks[RANK_OTHER], NULL);
  else if (at_path (reader, "component/releases/release"))
    {
      if (reader->releases++ == 0)
        metainfo->version = g_strdup (version);
    }
  else if (at_path (reader, "component/releases/release/description"))
    reader->in_notes = reader->releases == 1;
  else if (reader->in_notes && strcmp (parent_name (reader, 1), "description") == 0
           && (strcmp (element, "ul") == 0 || strcmp (element, "ol") == 0))
    {
      reader->lists++;
      reader->list_tag = strcmp (element, "ul") == 0 ? "ul" : "ol";
    }
  else if (reader->in_notes
           && ((strcmp (element, "p") == 0 && strcmp (parent_name (reader, 1), "description") == 0)
               || (strcmp (element, "li") == 0 && reader->lists > 0)))
    start_notes_part (reader, element, lang);
}

static void
on_end_element (GMarkupParseContext  *context,
                const char           *element,
                gpointer              user_data,
                GError              **error)
{
  Reader *reader = user_data;

  g_ptr_array_remove_index (reader->elements, reader->elements->len - 1);

  if (reader->part != NULL && reader->text != NULL
      && (strcmp (element, "em") == 0 || strcmp (element, "code") == 0))
    {
      g_string_append_printf (reader->text, "</%s>", element);
      return;
    }

  if (strcmp (element, "description") == 0)
    reader->in_notes = FALSE;

  if (reader->text == NULL)
    return;

  if (reader->part != NULL)
    {
      g_free (reader->part->markup);
      reader->part->markup = collapse_spaces (reader->text->str);
      reader->part->rank = reader->text_rank;
      reader->part = NULL;
    }
  else
    {
      g_free (*reader->field);
      *reader->field = collapse_spaces (reader->text->str);
      *reader->field_rank = reader->text_rank;
    }
  g_string_free (reader->text, TRUE);
  reader->text = NULL;
}

static void
on_text (GMarkupParseContext  *context,
         const char           *text,
         gsize                 length,
         gpointer              user_data,
         GError              **error)
{
  Reader *reader = user_data;

  if (reader->text == NULL)
    return;
  if (reader->part != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (text, (gssize) length);

      g_string_append (reader->text, escaped);
    }
  else
    g_string_append_len (reader->text, text, (gssize) length);
}

/* The parts as one piece of AppStream markup: <p> for paragraphs, list
 * items inside the list they came in. */
static char *
notes_markup (GPtrArray *notes)
{
  GString *markup = g_string_new (NULL);
  NotesPart *previous = NULL;

  for (guint i = 0; i < notes->len; i++)
    {
      NotesPart *part = g_ptr_array_index (notes, i);

      if (previous != NULL && previous->list != 0 && previous->list != part->list)
        g_string_append_printf (markup, "</%s>", previous->list_tag);
      if (part->list != 0 && (previous == NULL || previous->list != part->list))
        g_string_append_printf (markup, "<%s>", part->list_tag);
      g_string_append_printf (markup, part->list != 0 ? "<li>%s</li>" : "<p>%s</p>",
                              part->markup != NULL ? part->markup : "");
      previous = part;
    }
  if (previous != NULL && previous->list != 0)
    g_string_append_printf (markup, "</%s>", previous->list_tag);
  if (markup->len == 0)
    {
      g_string_free (markup, TRUE);
      return NULL;
    }
  return g_string_free (markup, FALSE);
}

QueensMetainfo *
queens_metainfo_parse (const char  *text,
                       gssize       length,
                       GError     **error)
{
  static const GMarkupParser parser = {
    on_start_element, on_end_element, on_text, NULL, NULL,
  };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(QueensMetainfo) metainfo = g_new0 (QueensMetainfo, 1);
  g_autoptr(GPtrArray) elements = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func ((GDestroyNotify) notes_part_free);
  Reader reader = {
    .metainfo = metainfo,
    .languages = g_get_language_names (),
    .elements = elements,
    .notes = notes,
  };
  gboolean parsed;

  g_return_val_if_fail (text != NULL, NULL);

  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &reader, NULL);
  parsed = g_markup_parse_context_parse (context, text, length, error)
           && g_markup_parse_context_end_parse (context, error);
  if (reader.text != NULL)
    g_string_free (reader.text, TRUE);
  if (!parsed)
    return NULL;

  metainfo->release_notes = notes_markup (notes);
  return g_steal_pointer (&metainfo);
}

QueensMetainfo *
queens_metainfo_load_resource (const char  *resource_path,
                               GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize size = 0;
  const char *data;

  g_return_val_if_fail (resource_path != NULL, NULL);

  bytes = g_resources_lookup_data (resource_path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  return queens_metainfo_parse (data, (gssize) size, error);
}
