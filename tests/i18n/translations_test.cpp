// The compiled catalogs are embedded in syncwall_ui under :/i18n and load the way app/main.cpp
// loads them for --lang; a few strings from different layers come out translated.

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>
#include <QtTest>

class TranslationsTest : public QObject {
    Q_OBJECT
private slots:
    void catalogs_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("save");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("&Datei")
                            << QStringLiteral("&Speichern");
        QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("文件(&F)")
                               << QStringLiteral("保存(&S)");
    }

    void catalogs()
    {
        QFETCH(QString, code);
        QFETCH(QString, file);
        QFETCH(QString, save);
        QTranslator translator;
        QVERIFY2(translator.load(QLocale(code), QStringLiteral("syncwall"), QStringLiteral("_"),
                                 QStringLiteral(":/i18n")),
                 qPrintable(QStringLiteral(":/i18n/syncwall_%1.qm is not embedded").arg(code)));
        QCOMPARE(translator.translate("syncwall::ui::MainWindow", "&File"), file);
        QCOMPARE(translator.translate("syncwall::ui::MainWindow", "&Save"), save);
        // A class with Q_DECLARE_TR_FUNCTIONS outside the namespace, and the GUI's main.cpp.
        QVERIFY(!translator.translate("Units", "%1 GB/s").isEmpty());
        QVERIFY(
            !translator.translate("main", "Run in this language (en, de, zh_CN, ...).").isEmpty());
    }

    // A German user with a de_AT or de_CH system locale still gets German.
    void regionalFallback()
    {
        QTranslator translator;
        QVERIFY(translator.load(QLocale(QStringLiteral("de_AT")), QStringLiteral("syncwall"),
                                QStringLiteral("_"), QStringLiteral(":/i18n")));
        QCOMPARE(translator.translate("syncwall::ui::MainWindow", "&File"),
                 QStringLiteral("&Datei"));
    }

    void plural()
    {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/syncwall_de.qm")));
        const char* text = "and %n more; the parameter panel shows each beside its input.";
        QVERIFY(translator.translate("WarningText", text, nullptr, 1)
                    .contains(QStringLiteral("weiteres")));
        QVERIFY(translator.translate("WarningText", text, nullptr, 3)
                    .contains(QStringLiteral("weitere;")));
    }

    // English, the source language, has its own singular and plural of each "%n" string, as
    // app/main.cpp installs it.
    void englishPlurals()
    {
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral(":/i18n/syncwall_en.qm")),
                 ":/i18n/syncwall_en.qm is not embedded");
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const char* context = "syncwall::ui::ImportReportDialog";
        const char* text = "%1 (%2): %n key(s) set from the file or its framework's defaults";
        const QString one = QCoreApplication::translate(context, text, nullptr, 1);
        const QString seven = QCoreApplication::translate(context, text, nullptr, 7);
        const QString line =
            QCoreApplication::translate("CalibrateSourceText", "Used, %n line(s): %1", nullptr, 1);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(one,
                 QStringLiteral("%1 (%2): 1 key set from the file or its framework's defaults"));
        QCOMPARE(seven,
                 QStringLiteral("%1 (%2): 7 keys set from the file or its framework's defaults"));
        QCOMPARE(line, QStringLiteral("Used, 1 line: %1"));
    }

    // A language's own catalog, installed after the English plurals as app/main.cpp does, is
    // asked first.
    void ownCatalogOverridesEnglishPlurals()
    {
        QTranslator plurals, german;
        QVERIFY(plurals.load(QStringLiteral(":/i18n/syncwall_en.qm")));
        QVERIFY(german.load(QStringLiteral(":/i18n/syncwall_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&plurals));
        QVERIFY(QCoreApplication::installTranslator(&german));
        const QString text = QCoreApplication::translate(
            "WarningText", "and %n more; the parameter panel shows each beside its input.", nullptr,
            3);
        QCoreApplication::removeTranslator(&german);
        QCoreApplication::removeTranslator(&plurals);
        QVERIFY2(text.contains(QStringLiteral("weitere")), qPrintable(text));
    }
};

QTEST_MAIN(TranslationsTest)
#include "translations_test.moc"
